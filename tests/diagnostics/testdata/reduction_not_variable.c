void f(double *a, int n) {
  #pragma omp target teams distribute parallel for reduction(+: 42) map(to: a[0:n])
  for (int i = 0; i < n; i++) a[i] += 1;
}
// expect: 2:65: error: expected a variable name, found '42'
