void f(double *a, int n) {
  #pragma omp target update to(a[0:n:])
}
// expect: 2:38: error: expected a stride after ':'
