void f(long double x, double *a, int n) {
  #pragma omp target map(tofrom: a[0:n])
  { a[0] = (double)x; }
}
// expect: 3:20: error: type 'long double' is not supported in a target region: the device computes 'long double' as 'double', so its values would differ from the host's; use double
