void f(double *a, int n) {
  #pragma omp target data map(delete: a[0:n])
  { a[0] = 1; }
}
// expect: 2:31: error: map-type 'delete' is not allowed on '#pragma omp target data'
