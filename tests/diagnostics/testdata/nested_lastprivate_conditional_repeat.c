void f(int *a, int n, int *out) {
  #pragma omp target teams distribute parallel for map(to: a[0:n]) map(from: out[0:8])
  for (int r = 0; r < 8; r++) {
    int v = -1;
    #pragma omp parallel
    for (int k = 0; k < 2; k++) {
      #pragma omp for lastprivate(conditional: v)
      for (int i = 0; i < n; i++) if (a[i] == r + k) v = i;
    }
    out[r] = v;
  }
}
// expect: 7:15: error: '#pragma omp for' inside a nested parallel region in a target region is not supported yet (a '#pragma omp parallel' at 5:13 nested in the parallel region of '#pragma omp target teams distribute parallel for' at 2:11)
// expect: 7:35: error: 'lastprivate(conditional: ...)' on a '#pragma omp for' that its parallel region may run more than once (the 'for' at line 6) is not supported yet (the host fallback's gcc keeps the greatest assigning iteration of the earlier runs); put the parallel region inside that loop
