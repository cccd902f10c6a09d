#pragma omp declare target
void scale(double *a, int n) {
  #pragma omp for
  for (int i = 0; i < n; i++) a[i] *= 2.0;
}
#pragma omp end declare target
void f(double *a, int n) {
  #pragma omp target teams distribute parallel for map(tofrom: a[0:n])
  for (int j = 0; j < 4; j++)
    scale(a, n);
}
// expect: 10:5: error: call to 'scale' in the region of the worksharing loop of '#pragma omp target teams distribute parallel for': it holds '#pragma omp for', 'barrier', or 'single' or 'sections' without 'nowait', which bind to the caller's team, and every thread of the team must reach them
