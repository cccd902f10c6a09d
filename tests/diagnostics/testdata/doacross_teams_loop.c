void f(int *a, int n) {
  #pragma omp target teams distribute parallel for ordered(1) map(tofrom: a[0:n])
  for (int i = 1; i < n; i++) {
    #pragma omp ordered depend(sink: i - 1)
    a[i] = a[i - 1] + 1;
    #pragma omp ordered depend(source)
  }
}
// expect: 2:52: error: clause 'ordered' is not valid on '#pragma omp target teams distribute parallel for'
