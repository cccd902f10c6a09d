void f(double *a, int n, int m) {
  double s[n][m];
  #pragma omp target map(to: a[0:n]) map(tofrom: s)
  {
    s[0][0] = 1;
    #pragma omp parallel for reduction(+: s)
    for (int i = 0; i < n; i++) s[i][i % m] += a[i];
  }
}
// expect: 6:43: error: reduction over the variable-length array 's' on a loop nested in a target region with code beside it is not supported yet
