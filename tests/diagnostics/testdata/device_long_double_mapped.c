void f(long double x) {
  #pragma omp target map(tofrom: x)
  { x = 1; }
}
// expect: 3:5: error: type 'long double' is not supported in a target region: the device computes 'long double' as 'double', so its values would differ from the host's; use double
