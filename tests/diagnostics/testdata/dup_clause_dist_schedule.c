void f(double *a, int n) {
  #pragma omp target teams distribute dist_schedule(static) dist_schedule(static)
  for (int i = 0; i < n; i++) a[i] = 0;
}
// expect: 2:61: error: clause 'dist_schedule' appears more than once
