int f(int *a) {
  int s = 0;
  #pragma omp target teams distribute parallel for map(tofrom: a[0:64], s)
  for (int i = 0; i < 8; i++) {
    #pragma omp simd
    for (int j = 0; j < 8; j++) {
      #pragma omp critical
      s += a[i * 8 + j];
    }
  }
  return s;
}
// expect: 7:15: error: '#pragma omp critical' may not be nested in a simd region
