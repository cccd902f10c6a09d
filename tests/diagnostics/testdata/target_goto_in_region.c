void f(double *a, int n) {
  #pragma omp target map(tofrom: a[0:n])
  { if (n == 0) goto done; a[0] = 1; done: ; }
}
// expect: 3:17: error: 'goto' inside a target region is not supported
