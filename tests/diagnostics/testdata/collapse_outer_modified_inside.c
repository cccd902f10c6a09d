void f(double *a, int n) {
  #pragma omp target teams distribute parallel for collapse(2) map(tofrom: a[0:n*n])
  for (int i = 0; i < n; i++)
    for (int j = 0; j < n; j++) { a[i*n+j] = 0; i = n; }
}
// expect: 4:49: error: loop is not in OpenMP canonical form: the loop variable 'i' is modified in the loop body
