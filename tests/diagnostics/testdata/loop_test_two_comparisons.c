void f(double *a, int n) {
  #pragma omp target teams distribute parallel for map(tofrom: a[0:n])
  for (int i = 0; i < n && i < 100; i++) a[i] = 0;
}
// expect: 3:25: error: loop is not in OpenMP canonical form: the test must be one comparison of the loop variable
