void f(double *a, int n) {
  #pragma omp target map(tofrom: a[2:])
  { a[0] = 1; }
}
// expect: 2:35: error: the length of section 'a[2:]' must be given: 'a' is a pointer
