void f(double *a, int n) {
  int j = 0;
  #pragma omp target teams distribute parallel for map(tofrom: a[0:n])
  for (int i = 0; j < n; i++) a[i] = 0;
}
// expect: 4:19: error: loop is not in OpenMP canonical form: the test must compare the loop variable 'i' itself
