void f(double *a, int n) {
  #pragma omp target teams distribute parallel for map(tofrom: a[0:n])
  for (int i = 0; i * 2 < n; i++) a[i] = 0;
}
// expect: 3:19: error: loop is not in OpenMP canonical form: the test must compare the loop variable 'i' itself
