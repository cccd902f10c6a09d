void f(int *a, int n) {
  #pragma omp target parallel for ordered(1) schedule(nonmonotonic: dynamic, 2) map(tofrom: a[0:n])
  for (int i = 1; i < n; i++) {
    #pragma omp ordered depend(sink: i - 1)
    a[i] = a[i - 1] + 1;
    #pragma omp ordered depend(source)
  }
}
// expect: 2:55: error: 'schedule' clause with 'nonmonotonic' modifier cannot be specified if an 'ordered' clause is specified
