void f(int *a, int t) {
  #pragma omp target parallel map(tofrom: a[0:4])
  {
    #pragma omp masked filter(t)
    a[0] = 1;
  }
}
// expect: 4:31: error: 't' in the 'filter' of '#pragma omp masked' is used nowhere else in the target region; such a filter is not supported yet
