void f(double *a, int n) {
  #pragma omp target update from(a[0:n]
}
// expect: 2:40: error: expected ')'
