void f(double *a, int n) {
  double s[n][2];
  for (int i = 0; i < n; i++) s[i][0] = s[i][1] = 0;
  #pragma omp target teams distribute parallel for reduction(+: s) map(to: a[0:n])
  for (int i = 0; i < n; i++) s[i][i % 2] += a[i];
}
// expect: 4:65: error: reduction over the array 's' of variable or unknown size is not supported yet
