void f(double *a, int n) {
  int k = 0;
  #pragma omp target teams distribute parallel for lastprivate(k) map(a[0:n])
  for (int i = 0; i < n; i++) k = i;
}
// expect: 3:52: error: clause 'lastprivate' is not supported yet
