struct P { double x; };
void f(double *a, int n) {
  struct P s = {0};
  #pragma omp target teams distribute parallel for reduction(+: s.x) map(to: a[0:n])
  for (int i = 0; i < n; i++) s.x += a[i];
}
// expect: 4:66: error: struct members are not allowed in this clause
