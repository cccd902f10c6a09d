void f(double *a, int n) {
  double s[4] = {0};
  #pragma omp target teams distribute parallel for reduction(+: s[2:3]) map(to: a[0:n])
  for (int i = 0; i < n; i++) s[2] += a[i];
}
// expect: 3:66: error: array section 's[2:3]' in 'reduction' ends outside the array of 4 elements
