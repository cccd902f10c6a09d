#pragma omp declare target
void g(int *a) {
  #pragma omp sections
  {
    #pragma omp section
    a[0] = 1;
    #pragma omp section
    a[1] = 2;
  }
}
#pragma omp end declare target
void f(int *a) {
  #pragma omp target parallel for map(tofrom: a[0:2])
  for (int j = 0; j < 4; j++)
    g(a);
}
// expect: 15:5: error: call to 'g' in the region of the worksharing loop of '#pragma omp target parallel for': it holds '#pragma omp for', 'barrier', or 'single' or 'sections' without 'nowait', which bind to the caller's team, and every thread of the team must reach them
