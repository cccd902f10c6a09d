void f(double *a, int n) {
  #pragma omp target map(tofrom: a[0:n])
  {
    #pragma omp parallel for num_threads(64)
    for (int i = 0; i < n; i++) a[i] = 0;
    a[0] = 1;
    #pragma omp parallel for num_threads(128)
    for (int i = 0; i < n; i++) a[i] += 1;
  }
}
// expect: 7:42: error: num_threads(128) differs from num_threads(64) of another parallel loop of this target region; one team runs them all, so they must agree
