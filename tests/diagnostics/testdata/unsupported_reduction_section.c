void f(double *a, int n) {
  double s[n];
  for (int i = 0; i < n; i++) s[i] = 0;
  #pragma omp target teams distribute parallel for reduction(+: s[0:n]) map(to: a[0:n])
  for (int i = 0; i < n; i++) s[0] += a[i];
}
// expect: 4:65: error: reduction over the array 's' of variable or unknown size is not supported yet
