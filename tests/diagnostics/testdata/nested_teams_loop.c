void f(double *a, int n) {
  #pragma omp target teams distribute parallel for map(tofrom: a[0:n])
  for (int i = 0; i < n; i++) {
    #pragma omp simd
    for (int j = 0; j < 2; j++) a[i] += j;
  }
}
// expect: 4:13: error: directives nested in a target region are not supported yet
// expect: 4:17: error: '#pragma omp simd' is not supported yet
