void f(int *a, int t) {
  #pragma omp target parallel map(tofrom: a[0:4])
  {
    #pragma omp masked filter(t)
    a[0] = 1;
  }
}
// expect: 4:31: error: a 'filter' other than an integer literal on '#pragma omp masked' in a target region is not supported yet
