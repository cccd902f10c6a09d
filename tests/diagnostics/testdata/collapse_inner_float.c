void f(double *a, int n) {
  #pragma omp target teams distribute parallel for collapse(2) map(tofrom: a[0:n*n])
  for (int i = 0; i < n; i++)
    for (float x = 0; x < n; x++) a[i] = x;
}
// expect: 4:10: error: loop is not in OpenMP canonical form: loop variable 'x' has type 'float' (integer or pointer required)
