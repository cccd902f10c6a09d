struct It { int k; };
void f(double *a, int n) {
  #pragma omp target teams distribute parallel for map(tofrom: a[0:n])
  for (struct It it = {0}; it.k < n; it.k++) a[it.k] = 0;
}
// expect: 4:8: error: loop is not in OpenMP canonical form: loop variable 'it' has type 'struct It {k int}' (integer or pointer required)
