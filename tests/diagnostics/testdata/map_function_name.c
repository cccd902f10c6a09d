void f(double *a, int n) {
  #pragma omp target map(tofrom: f)
  { a[0] = 1; }
}
// expect: 2:34: error: 'f' is not a variable
