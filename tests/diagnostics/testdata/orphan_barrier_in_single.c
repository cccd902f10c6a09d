#pragma omp declare target
void g(int *a) {
  a[0] = 1;
  #pragma omp barrier
  a[1] = a[0];
}
#pragma omp end declare target
void f(int *a) {
  #pragma omp target parallel map(tofrom: a[0:2])
  {
    #pragma omp single
    g(a);
  }
}
// expect: 12:5: error: call to 'g' in the region of '#pragma omp single': it holds '#pragma omp for', 'barrier', or 'single' or 'sections' without 'nowait', which bind to the caller's team, and every thread of the team must reach them
