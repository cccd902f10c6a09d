void f(int *a, int n) {
  #pragma omp target map(tofrom: a[0:n])
  {
    #pragma omp taskloop simd
    for (int i = 0; i < n; i++) a[i] = i;
  }
}
// expect: 4:13: error: '#pragma omp taskloop simd' inside a target region is not supported yet
