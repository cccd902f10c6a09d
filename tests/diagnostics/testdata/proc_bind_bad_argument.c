void f(double *a, int n) {
  #pragma omp target parallel for proc_bind(wide) map(a[0:n])
  for (int i = 0; i < n; i++) a[i] = 0;
  #pragma omp target teams distribute proc_bind(close) map(a[0:n])
  for (int i = 0; i < n; i++) a[i] = 0;
}
// expect: 2:45: error: unknown argument 'wide' of clause 'proc_bind' (expected primary, master, close, spread)
// expect: 4:39: error: clause 'proc_bind' is not valid on '#pragma omp target teams distribute'
