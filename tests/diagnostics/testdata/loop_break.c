void f(double *a, int n) {
  #pragma omp target teams distribute parallel for map(tofrom: a[0:n])
  for (int i = 0; i < n; i++) { if (a[i] < 0) break; a[i] = 0; }
}
// expect: 3:47: error: 'break' out of the loop of a '#pragma omp target teams distribute parallel for' is not allowed
