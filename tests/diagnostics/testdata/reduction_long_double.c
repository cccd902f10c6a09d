void f(double *a, int n) {
  long double s = 0;
  #pragma omp target teams distribute parallel for reduction(+: s) map(to: a[0:n])
  for (int i = 0; i < n; i++) s += a[i];
}
// expect: 3:65: error: reduction variable 's' has type 'long double', which the device computes as 'double' (its values would differ from the host's); use double
// expect: 4:31: error: type 'long double' is not supported in a target region: the device computes 'long double' as 'double', so its values would differ from the host's; use double
