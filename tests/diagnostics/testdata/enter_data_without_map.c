void f(double *a, int n) {
  #pragma omp target enter data
}
// expect: 2:11: error: '#pragma omp target enter data' needs a 'map' clause
