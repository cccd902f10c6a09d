void f(int (*a)[8], int n) {
  #pragma omp target parallel for ordered(1) collapse(2) map(tofrom: a[0:n])
  for (int i = 1; i < n; i++)
    for (int j = 1; j < 8; j++) {
      #pragma omp ordered depend(sink: i - 1)
      a[i][j] = a[i - 1][j] + 1;
      #pragma omp ordered depend(source)
    }
}
// expect: 2:43: error: the argument of 'ordered' (1) must not be less than that of 'collapse' (2)
