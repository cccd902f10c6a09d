#pragma omp declare reduction(ladd : long double : omp_out += omp_in)
void f(long double *a, int n) {
  long double s = 0;
  #pragma omp target teams distribute parallel for reduction(ladd: s) map(to: a[0:n])
  for (int i = 0; i < n; i++) s += a[i];
}
// expect: 4:68: error: type 'long double' is not supported in a target region: the device computes 'long double' as 'double', so its values would differ from the host's; use double
// expect: 5:31: error: type 'long double' is not supported in a target region: the device computes 'long double' as 'double', so its values would differ from the host's; use double
