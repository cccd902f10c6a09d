void f(double *a, int n) {
  #pragma omp target data map(release: a[0:n])
  { a[0] = 1; }
}
// expect: 2:31: error: map-type 'release' is not allowed on '#pragma omp target data'
