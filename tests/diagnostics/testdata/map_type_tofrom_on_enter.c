void f(double *a, int n) {
  #pragma omp target enter data map(tofrom: a[0:n])
}
// expect: 2:37: error: map-type 'tofrom' is not allowed on '#pragma omp target enter data'
