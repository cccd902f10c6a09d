void f(double *a, int n) {
  double s[2048] = {0};
  #pragma omp target map(tofrom: s) map(to: a[0:n])
  {
    s[0] = 1;
    #pragma omp parallel for reduction(+: s[n:])
    for (int i = 0; i < n; i++) s[i % 2048] += a[i];
  }
}
// expect: 6:44: error: array section 's[n:]' in 'reduction' needs a length when its lower bound is not a constant
