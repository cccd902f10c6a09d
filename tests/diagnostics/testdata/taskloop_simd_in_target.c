void f(int *a, int n) {
  #pragma omp target map(tofrom: a[0:n])
  {
    int x = 0;
    #pragma omp taskloop simd linear(x)
    for (int i = 0; i < n; i++) a[i] = x++;
    #pragma omp taskloop simd
    for (int i = 0; i < n; i++) {
      #pragma omp task
      a[i] = i;
    }
  }
}
// expect: 5:31: error: clause 'linear' on '#pragma omp taskloop' in a target region is not supported yet
// expect: 9:15: error: '#pragma omp task' may not be nested in a simd region
