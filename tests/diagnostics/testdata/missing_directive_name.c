void f(double *a, int n) {
  #pragma omp
  { a[0] = 1; }
}
// expect: 2:14: error: expected an OpenMP directive name after 'omp'
