void f(int *a) {
  #pragma omp target map(tofrom: a[0:4])
  {
    int x = 1;
    #pragma omp task default(none) shared(a)
    a[0] = x;
  }
}
// expect: 6:12: error: 'x' must be listed in a data-sharing clause of '#pragma omp task' with default(none)
