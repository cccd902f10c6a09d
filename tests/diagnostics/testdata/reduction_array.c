void f(double *a, int n) {
  double s[2048] = {0};
  #pragma omp target teams distribute parallel for reduction(+: s) map(to: a[0:n])
  for (int i = 0; i < n; i++) s[i % 2048] += a[i];
}
// expect: 3:65: error: reduction over 's' needs a private copy of 16384 bytes per thread; at most 8192 are supported
