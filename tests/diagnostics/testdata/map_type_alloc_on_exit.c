void f(double *a, int n) {
  #pragma omp target exit data map(alloc: a[0:n])
}
// expect: 2:36: error: map-type 'alloc' is not allowed on '#pragma omp target exit data'
