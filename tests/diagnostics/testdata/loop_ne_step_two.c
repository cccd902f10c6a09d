void f(double *a, int n) {
  #pragma omp target teams distribute parallel for map(tofrom: a[0:n])
  for (int i = 0; i != n; i += 2) a[i] = 0;
}
// expect: 3:27: error: loop is not in OpenMP canonical form: with '!=' the increment must be i++ or i--
