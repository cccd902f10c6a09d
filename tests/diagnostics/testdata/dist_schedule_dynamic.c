void f(double *a, int n) {
  #pragma omp target teams distribute dist_schedule(dynamic)
  for (int i = 0; i < n; i++) a[i] = 0;
}
// expect: 2:53: error: dist_schedule kind must be 'static', found 'dynamic'
