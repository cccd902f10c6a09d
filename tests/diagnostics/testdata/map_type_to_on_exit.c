void f(double *a, int n) {
  #pragma omp target exit data map(to: a[0:n])
}
// expect: 2:36: error: map-type 'to' is not allowed on '#pragma omp target exit data'
