void f(double *a, int n) {
  #pragma omp target map(tofrom: a[:])
  { a[0] = 1; }
}
// expect: 2:35: error: the length of section 'a[:]' must be given: 'a' is a pointer
