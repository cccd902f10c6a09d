void f(double *a, int n) {
  double *s = a;
  #pragma omp target teams distribute parallel for reduction(+: s) map(to: a[0:n])
  for (int i = 0; i < n; i++) s += 1;
}
// expect: 3:65: error: reduction variable 's' has type 'double *'; an arithmetic scalar of at most 64 bits is required
