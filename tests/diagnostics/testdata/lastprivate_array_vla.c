/* A long double array in lastprivate: the device computes long double as
 * double, so its copy would not be the host's (a variable-length one of
 * two dimensions here; of one, or of fixed size, alike). */
void f(int n) {
  long double v[n][n];
  #pragma omp target teams distribute parallel for lastprivate(v) map(tofrom: v)
  for (int i = 0; i < n; i++) ;
}
// expect: 6:64: error: 'lastprivate' of the array 'v' is not supported yet (long double elements: the device's long double is not the host's)
