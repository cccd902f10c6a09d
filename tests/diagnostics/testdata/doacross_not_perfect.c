void f(int (*a)[8], int n) {
  #pragma omp target parallel for ordered(2) map(tofrom: a[0:n])
  for (int i = 1; i < n; i++) {
    a[i][0] = i;
    for (int j = 1; j < 8; j++) {
      #pragma omp ordered depend(sink: i - 1, j)
      a[i][j] = a[i - 1][j] + 1;
      #pragma omp ordered depend(source)
    }
  }
}
// expect: 4:5: error: ordered(2): the loops are not perfectly nested: the body of loop 1 (over 'i') must be exactly one for loop
