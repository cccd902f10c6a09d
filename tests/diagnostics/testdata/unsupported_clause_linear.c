void f(double *a, int n) {
  #pragma omp target parallel for linear(n) map(a[0:n])
  for (int i = 0; i < 4; i++) a[i] = 0;
}
// expect: 2:35: error: clause 'linear' is not supported yet
