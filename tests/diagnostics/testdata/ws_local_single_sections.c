int main(void) {
  #pragma omp target parallel
  {
    int y = 2;
    #pragma omp for firstprivate(y)
    for (int i = 0; i < 4; i++) { (void)y; }
    #pragma omp single firstprivate(y)
    { (void)y; }
    #pragma omp sections firstprivate(y)
    { (void)y; }
  }
  return 0;
}
// expect: 5:34: error: 'y' in 'firstprivate' of '#pragma omp for' is private in the parallel region; it must be shared there
// expect: 7:37: error: firstprivate variable must be shared
// expect: 4:9: note: variable with automatic storage duration is predetermined as private; perhaps you forget to enclose 'omp single' directive into a parallel or another task region?
// expect: 9:39: error: firstprivate variable must be shared
// expect: 4:9: note: variable with automatic storage duration is predetermined as private; perhaps you forget to enclose 'omp sections' directive into a parallel or another task region?
