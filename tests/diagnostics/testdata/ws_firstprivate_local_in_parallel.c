void f(int *a) {
  #pragma omp target parallel map(tofrom: a[0:4])
  {
    int y = 2;
    #pragma omp for firstprivate(y)
    for (int i = 0; i < 4; i++) a[i] = y;
  }
}
// expect: 5:34: error: 'y' in 'firstprivate' of '#pragma omp for' is private in the parallel region; it must be shared there
