void f(double *a, int n) {
  #pragma omp target parallel for dist_schedule(static) map(a[0:n])
  for (int i = 0; i < n; i++) a[i] = 0;
}
// expect: 2:35: error: clause 'dist_schedule' is not valid on '#pragma omp target parallel for'
