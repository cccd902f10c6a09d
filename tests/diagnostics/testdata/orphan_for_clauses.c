#pragma omp declare target
int g;
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
void clauses(double *a, int n) {
  double t = 1;
  #pragma omp for private(t, a[0:2]) firstprivate(g) lastprivate(g) schedule(static, 2)
  for (int i = 0; i < n; i++) a[i] = t + g;
}
#pragma omp end declare target
// expect: 5:19: error: 'schedule(dynamic)' on '#pragma omp for' in a declare target function is not supported yet (schedule(static) and schedule(static, chunk) are)
// expect: 5:37: error: clause 'reduction' on '#pragma omp for' in a declare target function is not supported yet (nowait, private, firstprivate and schedule(static[, chunk]) are)
// expect: 11:13: error: '#pragma omp barrier' may not be closely nested in the region of a worksharing loop
// expect: 17:30: error: 'a[0:2]' in 'private' is not supported yet (variables only)
// expect: 17:54: error: clause 'lastprivate' on '#pragma omp for' in a declare target function is not supported yet (nowait, private, firstprivate and schedule(static[, chunk]) are)
