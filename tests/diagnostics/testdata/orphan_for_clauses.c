#pragma omp declare target
int g, *gp;
void scale(double *a, int n) {
  double t = 0;
  #pragma omp for schedule(nonmonotonic: static) nowait
  for (int i = 0; i < n; i++) a[i] = 1;
  #pragma omp for schedule(monotonic: dynamic, 2) reduction(+: t)
  for (int i = 0; i < n; i++) t += a[i];
}
void nested(double *a, int n) {
  #pragma omp for schedule(guided)
  for (int i = 0; i < n; i++) {
    #pragma omp barrier
    a[i] = 0;
  }
}
void clauses(double *a, int n) {
  double t = 1;
  #pragma omp for private(t, a[0:2]) collapse(0) linear(t)
  for (int i = 0; i < n; i++) a[i] = t + g;
  #pragma omp for schedule(always: static, 2) ordered(1)
  for (int i = 0; i < n; i++) g++;
}
int gi;
void items(double *a, int n) {
  static double st;
  double t = 1;
  #pragma omp for reduction(+: gp) reduction(*: st) lastprivate(gi, t)
  for (gi = 0; gi < n; gi++) a[gi] = st++;
  #pragma omp for reduction(+: g) lastprivate(g)
  for (int i = 0; i < n; i++) g++;
}
void triangle(double *a, int n) {
  #pragma omp for collapse(2) schedule(static)
  for (int i = 0; i < n; i++)
    for (int j = 0; j < i; j++) a[i] += j;
  #pragma omp for collapse(2)
  for (int i = 0; i < n; i++) {
    a[i] = 0;
    for (int j = 0; j < n; j++) a[i] += j;
  }
}
void sections(double *a, int n) {
  #pragma omp for reduction(+: a[0:0])
  for (int i = 0; i < n; i++) a[0] += i;
}
#pragma omp end declare target
// expect: 7:64: error: reduction variable must be shared
// expect: 13:13: error: '#pragma omp barrier' may not be closely nested in the region of a worksharing loop
// expect: 19:30: error: 'a[0:2]' in 'private' is not supported yet (variables only)
// expect: 19:47: error: the argument of 'collapse' must be an integer constant from 1 to 8
// expect: 21:19: error: unknown schedule modifier 'always' (OpenMP 5.2 knows monotonic, nonmonotonic and simd)
// expect: 28:32: error: 'gp' in 'reduction' on '#pragma omp for' in a declare target function is not supported yet (variables of arithmetic type, one-dimensional arrays and sections of arithmetic elements)
// expect: 28:69: error: lastprivate variable must be shared
// expect: 30:47: error: 'g' appears in more than one data-sharing clause of '#pragma omp for'
// expect: 34:31: error: 'schedule' on a loop nest with a non-rectangular loop is not supported (OpenMP 5.2 allows no schedule or ordered clause there)
// expect: 39:5: error: collapse(2): the loops are not perfectly nested: the body of loop 1 (over 'i') must be exactly one for loop
// expect: 44:33: error: the length of 'a[0:0]' in 'reduction' must be positive
