void f(double *a, int n) {
  #pragma omp target parallel map(a[0:n])
  { a[0] = 1; }
}
// expect: 2:15: error: '#pragma omp target parallel' is not supported yet
