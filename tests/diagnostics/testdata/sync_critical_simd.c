void f(int *a, int n) {
  int c = 0;
  #pragma omp target parallel for simd map(tofrom: c)
  for (int i = 0; i < n; i++) {
    #pragma omp critical
    c += a[i];
  }
}
// expect: 5:13: error: '#pragma omp critical' may not be nested in a simd region
