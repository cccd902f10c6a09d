void f(double *a, int n) {
  #pragma omp target teams distribute simd map(a[0:n])
  for (int i = 0; i < n; i++) a[i] = 0;
}
// expect: 2:15: error: '#pragma omp target teams distribute simd' is not supported yet
