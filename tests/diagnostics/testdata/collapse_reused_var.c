void f(double *a, int n) {
  int i;
  #pragma omp target teams distribute parallel for collapse(2) map(tofrom: a[0:n*n])
  for (i = 0; i < n; i++)
    for (i = 0; i < n; i++) a[i] = 0;
}
// expect: 5:10: error: loop is not in OpenMP canonical form: the loop variable 'i' is modified in the loop body
