#pragma omp declare target
void scale(double *a, int n) {
  #pragma omp for
  for (int i = 0; i < n; i++) a[i] *= 2.0;
}
void outer(double *a, int n) {
  #pragma omp for nowait
  for (int i = 0; i < n; i++)
    scale(a, n);
}
#pragma omp end declare target
void f(double *a, int n) {
  #pragma omp target map(tofrom: a[0:n])
  {
    scale(a, n);
    #pragma omp parallel for
    for (int j = 0; j < n; j++) scale(a, n);
  }
}
// expect: 9:5: error: call to 'scale' in the region of '#pragma omp for': it holds '#pragma omp for', 'barrier', or 'single' or 'sections' without 'nowait', which bind to the caller's team, and every thread of the team must reach them
// expect: 17:33: error: call to 'scale' in the region of the worksharing loop of '#pragma omp parallel for': it holds '#pragma omp for', 'barrier', or 'single' or 'sections' without 'nowait', which bind to the caller's team, and every thread of the team must reach them
