void f(double *a, int n, int lo) {
  double s[8] = {0};
  #pragma omp target map(tofrom: s) map(to: a[0:n])
  {
    s[0] = 1;
    #pragma omp parallel for reduction(+: s[lo:2])
    for (int i = 0; i < n; i++) s[lo] += a[i];
  }
}
// expect: 6:44: error: array section 's[lo:2]' in 'reduction' with bounds that are not constants is not supported on a loop nested in a target region with code beside it
