void f(const double *a, int n) {
  long double _Complex s = 0;
  #pragma omp target teams distribute parallel for reduction(+: s) map(to: a[0:n])
  for (int i = 0; i < n; i++) s += a[i];
}
// expect: 3:65: error: reduction variable 's' has type '_Complex long double', which the device computes as 'double _Complex' (its values would differ from the host's); use double _Complex
// expect: 4:31: error: type '_Complex long double', which holds a long double, is not supported in a target region: the device computes 'long double' as 'double', so its values would differ from the host's; use double
