void f(double *a, int n) {
  #pragma omp target exit data map(present, from: a[0:n]) map(alloc: n)
}
// expect: 2:63: error: map-type 'alloc' is not allowed on '#pragma omp target exit data'
