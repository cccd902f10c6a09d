int f(int *a, int n) {
  int last = 0;
  #pragma omp target teams distribute parallel for map(tofrom: a[0:n], last) lastprivate(last) nowait
  for (int i = 0; i < n; i++) { a[i] = i; last = i; }
  #pragma omp taskwait
  return last;
}
// expect: 3:96: error: 'nowait' on a target region with lastprivate or linear is not supported yet ('lastprivate(last)')
