void f(double *a, int n) {
  #pragma omp target teams distribute parallel for map(tofrom: a[0:n])
  for (int i = 0, j = 0; i < n; i++) a[i] = j;
}
// expect: 3:8: error: loop is not in OpenMP canonical form: the for-init must declare exactly one loop variable
