void f(double *a, int n) {
  double s[4] = {0};
  #pragma omp target teams distribute parallel for reduction(+: s[0:4]) map(to: a[0:n])
  for (int i = 0; i < n; i++) s[0] += a[i];
}
// expect: 3:65: error: array sections in 'reduction' are not supported yet
