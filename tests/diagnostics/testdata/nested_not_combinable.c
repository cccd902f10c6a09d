void f(double *a, int n) {
  #pragma omp target teams map(tofrom: a[0:n])
  #pragma omp simd
  for (int i = 0; i < n; i++) a[i] = 0;
}
// expect: 3:11: error: '#pragma omp simd' nested in '#pragma omp target teams' is not supported yet
