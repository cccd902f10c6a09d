void f(double *a, int n) {
  double s = 0;
  #pragma omp target teams distribute parallel for reduction(+: s[0:1]) map(to: a[0:n])
  for (int i = 0; i < n; i++) s += a[i];
}
// expect: 3:65: error: subscripted value is not an array or pointer ('s' has type 'double')
