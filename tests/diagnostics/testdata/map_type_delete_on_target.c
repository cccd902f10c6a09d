void f(double *a, int n) {
  #pragma omp target map(delete: a[0:n])
  { a[0] = 1; }
}
// expect: 2:22: error: map-type 'delete' is not allowed on '#pragma omp target'
