void f(double *a, int n) {
  double s = 0;
  #pragma omp target teams distribute parallel for reduction(+: a[1:]) map(tofrom: s)
  for (int i = 0; i < n; i++) a[1] += s;
}
// expect: 3:66: error: section length is unspecified and cannot be inferred because subscripted value is not an array
