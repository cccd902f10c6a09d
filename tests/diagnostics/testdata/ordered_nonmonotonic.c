void f(int *a, int n) {
  #pragma omp target parallel for ordered schedule(nonmonotonic: dynamic, 4) map(tofrom: a[0:n])
  for (int i = 0; i < n; i++) {
    #pragma omp ordered
    a[i] = i;
  }
}
// expect: 2:52: error: 'schedule' clause with 'nonmonotonic' modifier cannot be specified if an 'ordered' clause is specified
