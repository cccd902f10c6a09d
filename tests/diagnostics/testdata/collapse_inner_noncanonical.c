void f(double *a, int n) {
  #pragma omp target teams distribute parallel for collapse(2) map(tofrom: a[0:n*n])
  for (int i = 0; i < n; i++)
    for (int j = 0; j < n; j *= 2) a[i*n+j] = 0;
}
// expect: 4:28: error: loop is not in OpenMP canonical form: the increment must be j++, ++j, j--, --j, j += s, j -= s or j = j + s
