void f(double *a, int n) {
  #pragma omp taskwait
  a[0] = 1;
}
// expect: 2:15: error: '#pragma omp taskwait' is not supported yet
