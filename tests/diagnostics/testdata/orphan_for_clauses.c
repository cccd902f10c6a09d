#pragma omp declare target
void scale(double *a, int n) {
  double t = 0;
  #pragma omp for schedule(dynamic) reduction(+: t)
  for (int i = 0; i < n; i++) t += a[i];
}
void nested(double *a, int n) {
  #pragma omp for
  for (int i = 0; i < n; i++) {
    #pragma omp barrier
    a[i] = 0;
  }
}
#pragma omp end declare target
// expect: 4:19: error: clause 'schedule' on '#pragma omp for' in a declare target function is not supported yet (nowait and schedule(static) are)
// expect: 4:37: error: clause 'reduction' on '#pragma omp for' in a declare target function is not supported yet (nowait and schedule(static) are)
// expect: 10:13: error: '#pragma omp barrier' may not be closely nested in the region of a worksharing loop
