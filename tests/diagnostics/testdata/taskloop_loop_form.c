void f(int *a, int n) {
  #pragma omp target map(tofrom: a[0:n])
  {
    int i;
    #pragma omp taskloop
    for (i = 0; i < n; i++) a[i] = i;
  }
}
// expect: 5:13: error: '#pragma omp taskloop' in a target region is supported on a for loop that declares its variable in its header (for (int i = ...)); other loops are not supported yet
