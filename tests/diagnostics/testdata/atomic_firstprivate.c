void f(int *a, int n) {
  int count = 0;
  #pragma omp target teams distribute parallel for map(tofrom: a[0:n])
  for (int i = 0; i < n; i++) {
    int slot;
    #pragma omp atomic capture
    slot = count++;
    a[slot] = i;
  }
}
// expect: 7:12: error: '#pragma omp atomic' on 'count', which is firstprivate in the target region, is not supported yet (map it, e.g. map(tofrom: count))
