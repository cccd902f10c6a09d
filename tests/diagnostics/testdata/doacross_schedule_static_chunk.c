void f(int *a, int n) {
  #pragma omp target parallel for ordered(1) schedule(static, 4) map(tofrom: a[0:n])
  for (int i = 1; i < n; i++) {
    #pragma omp ordered depend(sink: i - 1)
    a[i] = a[i - 1] + 1;
    #pragma omp ordered depend(source)
  }
}
// expect: 2:35: error: clause 'ordered(1)' (a doacross loop) with schedule(static, chunk) in a target region is not supported yet (static blocks, dynamic and guided are)
