void f(double *a, int n, void (*cb)(void)) {
  #pragma omp target map(tofrom: a[0:n]) map(to: cb)
  { a[0] = 1; (void)cb; }
}
// expect: 3:21: error: variable 'cb': type 'function(void)' is not supported in target regions yet
