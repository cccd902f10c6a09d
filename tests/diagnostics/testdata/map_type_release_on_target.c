void f(double *a, int n) {
  #pragma omp target map(release: a[0:n])
  { a[0] = 1; }
}
// expect: 2:22: error: map-type 'release' is not allowed on '#pragma omp target'
