void f(int (*a)[8], int n) {
  #pragma omp target parallel for ordered(2) map(tofrom: a[0:n])
  for (int i = 1; i < n; i++)
    for (int j = 1; j < 8; j++) {
      #pragma omp ordered doacross(sink: i - 1)
      a[i][j] = a[i - 1][j] + 1;
      #pragma omp ordered doacross(source:)
    }
}
// expect: 5:42: error: the sink vector has 1 element(s), but 'ordered(2)' makes a nest of 2 loops
