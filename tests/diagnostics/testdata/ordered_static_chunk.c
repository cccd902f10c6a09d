void f(int *a, int n) {
  #pragma omp target parallel for ordered schedule(static, 4) map(tofrom: a[0:n])
  for (int i = 0; i < n; i++) {
    #pragma omp ordered
    a[i] = i;
  }
}
// expect: 2:35: error: clause 'ordered' with schedule(static, chunk) in a target region is not supported yet
