void f(double *a, int n) {
  int *q = 0;
  #pragma omp target teams distribute parallel for reduction(&&: q) map(to: a[0:n])
  for (int i = 0; i < n; i++) a[i] = 0;
}
// expect: 3:66: error: reduction variable 'q' has type 'int *'; an arithmetic scalar of at most 64 bits is required
