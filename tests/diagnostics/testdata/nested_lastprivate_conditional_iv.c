void f(int *a, int n, int *out) {
  #pragma omp target teams distribute parallel for map(to: a[0:n]) map(from: out[0:8])
  for (int r = 0; r < 8; r++) {
    int i, v = -1;
    #pragma omp parallel for lastprivate(conditional: v, i)
    for (i = 0; i < n; i++) if (a[i] == r) v = i;
    out[r] = v + i;
  }
}
// expect: 5:58: error: the loop variable 'i' in 'lastprivate(conditional: ...)' is not supported yet
