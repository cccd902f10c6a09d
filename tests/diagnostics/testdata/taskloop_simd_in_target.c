void f(int *a, int n) {
  #pragma omp target map(tofrom: a[0:n])
  {
    int x = 0;
    #pragma omp taskloop simd linear(val(x))
    for (int i = 0; i < n; i++) a[i] = x++;
    #pragma omp taskloop simd
    for (int i = 0; i < n; i++) {
      #pragma omp task
      a[i] = i;
    }
    double d = 0;
    #pragma omp taskloop simd linear(d: 2)
    for (int i = 0; i < n; i++) a[i] = (int)d;
  }
}
// expect: 5:38: error: linear modifiers on '#pragma omp taskloop simd' in a target region are not supported yet
// expect: 9:15: error: '#pragma omp task' may not be nested in a simd region
// expect: 13:38: error: 'd' in clause 'linear' must have an integer or pointer type
