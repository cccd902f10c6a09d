void f(_Complex double *a, int n) {
  _Complex double s = 1;
  #pragma omp target teams distribute parallel for reduction(&&: s) map(to: a[0:n])
  for (int i = 0; i < n; i++) s = s && a[i];
}
// expect: 3:66: error: reduction '&&' over a complex item ('s' has type '_Complex double') is not supported yet (+, - and * are)
