void f(int *a) {
  #pragma omp target map(tofrom: a[0:4])
  {
    #pragma omp section
    a[0] = 1;
  }
}
// expect: 4:13: error: '#pragma omp section' must stand directly in the block of a '#pragma omp sections' construct
