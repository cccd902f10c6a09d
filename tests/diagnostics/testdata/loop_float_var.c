void f(double *a, int n) {
  #pragma omp target teams distribute parallel for map(tofrom: a[0:n])
  for (float x = 0; x < n; x += 1) a[0] = x;
}
// expect: 3:8: error: loop is not in OpenMP canonical form: loop variable 'x' has type 'float' (integer or pointer required)
