void f(int n, int m) {
  double c[n][m];
  #pragma omp target teams distribute parallel for map(tofrom: c)
  for (int i = 0; i < sizeof(c) / sizeof(c[0]); i++)
    for (int j = 0; j < sizeof c[0] / sizeof c[0][0]; j++)
      c[i][j] = 0;
}
// expect: 4:23: error: sizeof of the variable-length array '(c)' in the header of a loop of the construct is not supported yet; compute it in a variable before the region
// expect: 4:35: error: sizeof of the variable-length array '(c[0])' in the header of a loop of the construct is not supported yet; compute it in a variable before the region
