void f(double *a, int n) {
  double s = 0;
  #pragma omp target teams distribute parallel for reduction(myop: s) map(to: a[0:n])
  for (int i = 0; i < n; i++) s += a[i];
}
// expect: 3:68: error: no declare reduction 'myop' is visible here (operators: + * & | ^ && || min max)
