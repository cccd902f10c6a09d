void f(int *a, int n, int k) {
  #pragma omp target parallel for ordered(k) map(tofrom: a[0:n])
  for (int i = 1; i < n; i++) {
    #pragma omp ordered depend(sink: i - 1)
    a[i] = a[i - 1] + 1;
    #pragma omp ordered depend(source)
  }
}
// expect: 2:43: error: the argument of clause 'ordered' must be an integer literal from 1 to 8 (the number of loops of the doacross nest)
