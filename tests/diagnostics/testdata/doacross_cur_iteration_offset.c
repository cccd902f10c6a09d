void f(int *a, int n) {
  #pragma omp target parallel for ordered(1) map(tofrom: a[0:n])
  for (int i = 2; i < n; i++) {
    #pragma omp ordered doacross(sink: omp_cur_iteration - 2)
    a[i] = a[i - 2] + 1;
    #pragma omp ordered doacross(source: omp_cur_iteration)
  }
}
// expect: 4:40: error: 'omp_cur_iteration' in a sink vector must be written 'omp_cur_iteration - 1', alone
