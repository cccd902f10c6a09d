void f(int *a, int n) {
  #pragma omp target map(tofrom: a[0:n])
  {
    #pragma omp taskloop grainsize(4)
    for (int i = 0; i < n; i++) a[i] = i;
  }
}
// expect: 4:26: error: clause 'grainsize' on '#pragma omp taskloop' in a target region is not supported yet
