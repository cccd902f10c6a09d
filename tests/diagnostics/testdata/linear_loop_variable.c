void f(double *a, int n) {
  int i;
  #pragma omp target simd linear(i) map(tofrom: i) map(a[0:n])
  for (i = 0; i < n; i++) a[i] = 0;
}
// expect: 3:34: error: the loop variable 'i' in 'linear' is not supported yet
