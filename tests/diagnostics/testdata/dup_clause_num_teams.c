void f(double *a, int n) {
  #pragma omp target teams distribute parallel for num_teams(2) num_teams(4)
  for (int i = 0; i < n; i++) a[i] = 0;
}
// expect: 2:65: error: clause 'num_teams' appears more than once
