void f(double *a, int n) {
  #pragma omp target teams distribute parallel for map(tofrom: a[0:n])
  for (int i; i < n; i++) a[i] = 0;
}
// expect: 3:8: error: loop is not in OpenMP canonical form: the loop variable has no initial value
