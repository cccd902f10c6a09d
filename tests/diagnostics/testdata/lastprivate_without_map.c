void f(double *a, int n) {
  int k = 0;
  #pragma omp target teams distribute parallel for lastprivate(k) map(a[0:n])
  for (int i = 0; i < n; i++) k = i;
}
// expect: 3:64: error: 'k' in 'lastprivate' of a combined target construct without map(tofrom: k) is not supported yet: OpenMP maps it tofrom, clang-19 keeps it firstprivate; write the map clause
