void f(double *a, int n) {
  #pragma omp target update
}
// expect: 2:11: error: '#pragma omp target update' needs a 'to' or 'from' clause
