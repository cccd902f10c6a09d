void f(double *a, int n) {
  #pragma omp target teams distribute parallel for map(tofrom: a[0:n])
  for (int i = 0; i < n; i++) { a[i] = 0; i++; }
}
// expect: 3:43: error: loop is not in OpenMP canonical form: the loop variable 'i' is modified in the loop body
