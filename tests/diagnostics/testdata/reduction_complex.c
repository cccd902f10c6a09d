void f(double *a, int n) {
  _Complex double s = 0;
  #pragma omp target teams distribute parallel for reduction(+: s) map(to: a[0:n])
  for (int i = 0; i < n; i++) s += a[i];
}
// expect: 3:65: error: reduction variable 's' has type '_Complex double'; an arithmetic scalar of at most 64 bits is required
