void f(double *a, int n, int c) {
  #pragma omp target teams distribute parallel for num_teams(c ? 2 : 4)
  for (int i = 0; i < n; i++) a[i] = 0;
  #pragma omp target teams distribute parallel for num_teams(2 : (c ? 4 : 8))
  for (int i = 0; i < n; i++) a[i] = 1;
}
// expect: 4:64: error: num_teams with a lower bound (num_teams(lower: upper)) is not supported yet; give the number of teams alone
