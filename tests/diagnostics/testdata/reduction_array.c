void f(double *a, int n) {
  double s[2048] = {0};
  #pragma omp target map(tofrom: s) map(to: a[0:n])
  {
    s[0] = 1;
    #pragma omp parallel for reduction(+: s)
    for (int i = 0; i < n; i++) s[i % 2048] += a[i];
  }
}
// expect: 6:43: error: reduction over 's' on a loop nested in a target region with code beside it needs a private copy of 16384 bytes per thread; at most 8192 are supported there
