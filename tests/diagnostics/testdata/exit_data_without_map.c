void f(double *a, int n) {
  #pragma omp target exit data if(n)
}
// expect: 2:11: error: '#pragma omp target exit data' needs a 'map' clause
