void f(double *a, int n) {
  #pragma omp barrier
  a[0] = 1;
}
// expect: 2:15: error: '#pragma omp barrier' is not supported yet
