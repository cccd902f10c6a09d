void f(int *a, int n) {
  int k = 0;
  #pragma omp target parallel for ordered(1) schedule(static, 4) linear(k: 2) map(tofrom: a[0:n])
  for (int i = 1; i < n; i++) {
    #pragma omp ordered depend(sink: i - 1)
    a[i] = a[i - 1] + k;
    #pragma omp ordered depend(source)
  }
}
// expect: 3:66: error: 'linear' clause cannot be specified along with 'ordered' clause with a parameter
