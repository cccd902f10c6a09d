void f(double *a, int n) {
  int i = 0;
  #pragma omp target teams distribute parallel for map(tofrom: a[0:n])
  for (i++; i < n; i++) a[i] = 0;
}
// expect: 4:8: error: loop is not in OpenMP canonical form: the for-init must be 'var = lower-bound'
