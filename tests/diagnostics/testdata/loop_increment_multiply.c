void f(double *a, int n) {
  #pragma omp target teams distribute parallel for map(tofrom: a[0:n])
  for (int i = 1; i < n; i *= 2) a[i] = 0;
}
// expect: 3:26: error: loop is not in OpenMP canonical form: the increment must be i++, ++i, i--, --i, i += s, i -= s or i = i + s
