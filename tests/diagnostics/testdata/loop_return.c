void f(double *a, int n) {
  #pragma omp target teams distribute parallel for map(tofrom: a[0:n])
  for (int i = 0; i < n; i++) { if (a[i] < 0) return; a[i] = 0; }
}
// expect: 3:47: error: 'return' is not allowed inside a target region
