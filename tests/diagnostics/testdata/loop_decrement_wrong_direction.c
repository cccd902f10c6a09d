void f(double *a, int n) {
  #pragma omp target teams distribute parallel for map(tofrom: a[0:n])
  for (int i = n - 1; i >= 0; i++) a[i] = 0;
}
// expect: 3:31: error: loop is not in OpenMP canonical form: the test 'i >= ...' needs a decreasing loop variable
