void f(int *a) {
  #pragma omp target map(tofrom: a[0:4])
  {
    #pragma omp ordered simd
    a[0] = 1;
  }
}
// expect: 4:13: error: '#pragma omp ordered simd' must be closely nested in a simd loop
