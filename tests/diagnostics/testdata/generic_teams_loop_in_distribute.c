void f(double *a, int n) {
  #pragma omp target teams num_teams(4) map(tofrom: a[0:n * n])
  {
    a[0] = 1;
    #pragma omp distribute parallel for
    for (int i = 1; i < n; i++) {
      #pragma omp parallel for
      for (int j = 0; j < n; j++) a[i * n + j] = 0;
    }
  }
}
// expect: 7:15: error: '#pragma omp parallel for' nested in the parallel region of '#pragma omp distribute parallel for' (at 5:13) is not supported yet: a nested parallel region is lowered only as a '#pragma omp parallel' in the enclosing region's code (docs/nested.md)
