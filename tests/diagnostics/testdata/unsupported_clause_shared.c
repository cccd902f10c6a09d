void f(double *a, int n) {
  #pragma omp target teams distribute parallel for shared(n) map(a[0:n])
  for (int i = 0; i < n; i++) a[i] = n;
}
// expect: 2:52: error: clause 'shared' is not supported yet
