void f(double *a, int n) {
  #pragma omp target teams distribute parallel for num_teams(teams)
  for (int i = 0; i < n; i++) a[i] = 0;
}
// expect: 2:62: error: 'teams' in clause 'num_teams' is not declared
