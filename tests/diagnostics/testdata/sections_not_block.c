void f(int *a) {
  #pragma omp target map(tofrom: a[0:4])
  {
    #pragma omp sections
    a[0] = 1;
  }
}
// expect: 4:13: error: the statement of '#pragma omp sections' must be a block ('{ ... }')
