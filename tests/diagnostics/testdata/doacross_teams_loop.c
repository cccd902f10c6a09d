void f(int *a, int n) {
  #pragma omp target teams distribute parallel for ordered(1) map(tofrom: a[0:n])
  for (int i = 1; i < n; i++) {
    #pragma omp ordered depend(sink: i - 1)
    a[i] = a[i - 1] + 1;
    #pragma omp ordered depend(source)
  }
}
// expect: 2:52: error: clause 'ordered' on '#pragma omp target teams distribute parallel for' is not supported yet (only on a parallel for loop of one team)
