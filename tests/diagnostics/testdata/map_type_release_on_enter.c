void f(double *a, int n) {
  #pragma omp target enter data map(release: a[0:n])
}
// expect: 2:37: error: map-type 'release' is not allowed on '#pragma omp target enter data'
