void f(double *a, int n) {
  #pragma omp target update device(0)
}
// expect: 2:11: error: '#pragma omp target update' needs a 'to' or 'from' clause
