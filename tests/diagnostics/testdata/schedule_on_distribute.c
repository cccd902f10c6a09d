void f(double *a, int n) {
  #pragma omp target teams distribute schedule(static) map(a[0:n])
  for (int i = 0; i < n; i++) a[i] = 0;
}
// expect: 2:39: error: clause 'schedule' is not valid on '#pragma omp target teams distribute'
