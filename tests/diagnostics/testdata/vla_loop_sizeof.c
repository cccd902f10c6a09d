void f(int n, int m, int l) {
  double c[n][m][l];
  #pragma omp target teams distribute parallel for collapse(2) map(tofrom: c)
  for (int i = 0; i < n; i++)
    for (int j = 0; j < sizeof(c[0] + 1) / sizeof(double); j++)
      c[i][j][0] = 0;
}
// expect: 5:25: error: sizeof of the variable-length array '(c[0] + 1)' in the header of a loop of the construct is not supported yet; compute it in a variable before the region
