void f(double *a, int n) {
  #pragma omp target teams distribute parallel for if(teams: n > 4) map(a[0:n])
  for (int i = 0; i < n; i++) a[i] = 0;
}
// expect: 2:55: error: directive-name-modifier 'teams' of clause 'if' is not supported yet (clang-19 rejects it too)
