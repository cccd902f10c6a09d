void f(double *a, int n) {
  #pragma omp target update to(a[0:n:0])
}
// expect: 2:38: error: the stride of an array section must be positive
