void f(int *a) {
  int x = 1;
  #pragma omp target parallel private(x) map(tofrom: a[0:4])
  {
    x = 2;
    #pragma omp for firstprivate(x)
    for (int i = 0; i < 4; i++) a[i] = x;
  }
}
// expect: 6:34: error: 'x' in 'firstprivate' of '#pragma omp for' is private in the parallel region; it must be shared there
