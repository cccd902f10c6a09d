void f(double *a, int n) {
  double s = 0;
  #pragma omp target teams distribute parallel for reduction(inscan, +: s) map(to: a[0:n])
  for (int i = 0; i < n; i++) s += a[i];
}
// expect: 3:62: error: reduction modifier 'inscan' is not supported yet
