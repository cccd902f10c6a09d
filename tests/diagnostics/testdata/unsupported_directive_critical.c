void f(double *a, int n) {
  #pragma omp critical
  { a[0] = 1; }
}
// expect: 2:15: error: '#pragma omp critical' is not supported yet
