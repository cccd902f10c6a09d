void f(int n) {
  double v[n][n];
  #pragma omp target teams distribute parallel for lastprivate(v) map(tofrom: v)
  for (int i = 0; i < n; i++) v[0][0] = i;
}
// expect: 3:64: error: 'lastprivate' of the array 'v' is not supported yet (a variable-length array of more than one dimension, or of long double elements)
