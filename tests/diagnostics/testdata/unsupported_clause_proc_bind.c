void f(double *a, int n) {
  #pragma omp target parallel for proc_bind(close) map(a[0:n])
  for (int i = 0; i < n; i++) a[i] = 0;
}
// expect: 2:35: error: clause 'proc_bind' is not supported yet
