void f(double *a, int n) {
  #pragma omp target map(a[:])
  { a[0] = n; }
}
// expect: 2:27: error: the length of section 'a[:]' must be given: 'a' is a pointer
