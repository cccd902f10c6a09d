void f(double *a, int n) {
  #pragma omp target teams loop map(a[0:n])
  for (int i = 0; i < n; i++) a[i] = 0;
}
// expect: 2:15: error: '#pragma omp target teams loop' is not supported yet
