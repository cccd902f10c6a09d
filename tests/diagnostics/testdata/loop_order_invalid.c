void f(double *a, int n) {
  #pragma omp target parallel loop order(sequential) map(tofrom: a[0:n])
  for (int i = 0; i < n; i++) a[i] = 0;
}
// expect: 2:42: error: order(sequential) is not valid: OpenMP 5.2 knows order(concurrent), with an optional reproducible or unconstrained modifier
