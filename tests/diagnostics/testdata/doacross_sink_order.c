void f(int (*a)[8], int n) {
  #pragma omp target parallel for ordered(2) map(tofrom: a[0:n])
  for (int i = 1; i < n; i++)
    for (int j = 1; j < 8; j++) {
      #pragma omp ordered depend(sink: j - 1, i)
      a[i][j] = a[i][j - 1] + 1;
      #pragma omp ordered depend(source)
    }
}
// expect: 5:40: error: element 1 of the sink vector must be the variable of loop 1, 'i' (plus or minus a constant), found 'j'
