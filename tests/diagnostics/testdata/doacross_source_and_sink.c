void f(int *a, int n) {
  #pragma omp target parallel for ordered(1) map(tofrom: a[0:n])
  for (int i = 1; i < n; i++) {
    a[i] = a[i - 1] + 1;
    #pragma omp ordered doacross(sink: i - 1) doacross(source:)
  }
}
// expect: 5:47: error: a source and a sink may not appear on the same '#pragma omp ordered'
