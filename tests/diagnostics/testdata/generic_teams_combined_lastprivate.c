void f(double *a, int n) {
  int last = 0;
  #pragma omp target teams distribute lastprivate(last) map(tofrom: a[0:n * n])
  for (int i = 0; i < n; i++) {
    last = i;
    #pragma omp parallel for
    for (int j = 0; j < n; j++) a[i * n + j] = 0;
  }
}
// expect: 3:51: error: 'last' in 'lastprivate' of a combined target construct without map(tofrom: last) is not supported yet: OpenMP maps it tofrom, clang-19 keeps it firstprivate; write the map clause
