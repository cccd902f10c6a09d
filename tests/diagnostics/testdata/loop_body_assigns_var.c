void f(double *a, int n) {
  #pragma omp target teams distribute parallel for map(tofrom: a[0:n])
  for (int i = 0; i < n; i++) { a[i] = 0; if (a[i] > 1) i = n; }
}
// expect: 3:57: error: loop is not in OpenMP canonical form: the loop variable 'i' is modified in the loop body
