void f(double *a, int n) {
  #pragma omp parallel for
  for (int i = 0; i < n; i++) a[i] = 0;
}
// expect: 2:15: error: '#pragma omp parallel for' is not supported yet
