void f(double *a, int n) {
  int j = 0;
  #pragma omp target teams distribute parallel for map(tofrom: a[0:n])
  for (int i = 0; i < n; j++) a[i] = 0;
}
// expect: 4:26: error: loop is not in OpenMP canonical form: the increment must be i++, ++i, i--, --i, i += s, i -= s or i = i + s
