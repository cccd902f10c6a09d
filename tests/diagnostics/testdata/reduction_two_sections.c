void f(double *a, int n) {
  double s[8] = {0};
  #pragma omp target teams distribute parallel for reduction(+: s[0:4]) reduction(max: s[4:4]) map(to: a[0:n])
  for (int i = 0; i < n; i++) s[i % 4] += a[i];
}
// expect: 3:88: error: 's[4:4]': a second reduction item of the array 's' is not supported yet
