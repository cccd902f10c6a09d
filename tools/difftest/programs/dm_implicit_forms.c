/* Written by hand for tools/difftest -file (docs/difftest.md): pointers with defaultmap behaviours, function parameters, globals, statics */
#include <stdio.h>
#include <stdlib.h>
#define N 4
#define M 3
double *gp;
int gs = 5;
double garr[N];
struct P { int a; double b; } gstr = {1, 2.5};
static void fparam(double a[N], int n) {
  #pragma omp target
  for (int i = 0; i < n; i++) a[i] += 1;
}
static void fparam2(double a[][M], int n) {
  #pragma omp target teams distribute parallel for
  for (int i = 0; i < n; i++) for (int j = 0; j < M; j++) a[i][j] *= 2;
}
static int counter(void) {
  static int calls = 0;
  int r = 0;
  #pragma omp target map(tofrom: calls) map(from: r)
  { calls += 1; r = calls * 10; }
  return r;
}
static int stat_implicit(void) {
  static int st = 3;
  int r = 0;
  #pragma omp target map(from: r)
  { r = st * 2; st = 100; }
  return r + st;
}
int main(void) {
  double x[N] = {1, 2, 3, 4};
  double m[N][M];
  for (int i = 0; i < N; i++) for (int j = 0; j < M; j++) m[i][j] = i + j;
  #pragma omp target data map(tofrom: x, m)
  {
    fparam(x, N);
    fparam2(m, N);
  }
  printf("params %g %g %g %g\n", x[0], x[3], m[0][1], m[3][2]);
  fparam(x, N);
  printf("params unmapped %g\n", x[0]);
  gp = malloc(N * sizeof(double));
  for (int i = 0; i < N; i++) gp[i] = 10 * i;
  #pragma omp target data map(tofrom: gp[0:N])
  {
    #pragma omp target
    for (int i = 0; i < N; i++) gp[i] += 1;
  }
  printf("global ptr %g %g\n", gp[0], gp[3]);
  #pragma omp target map(tofrom: gp[0:N])
  for (int i = 0; i < N; i++) gp[i] *= 3;
  printf("global ptr sec %g %g\n", gp[0], gp[3]);
  #pragma omp target
  { gs += 1; }
  printf("global scalar %d\n", gs);
  #pragma omp target
  for (int i = 0; i < N; i++) garr[i] = gs * i;
  printf("global arr %g %g\n", garr[1], garr[3]);
  #pragma omp target
  { gstr.a += 4; gstr.b *= 2; }
  printf("global struct %d %g\n", gstr.a, gstr.b);
  int c1 = counter(); int c2 = counter(); int c3 = stat_implicit();
  printf("statics %d %d %d\n", c1, c2, c3);
  /* defaultmap(tofrom: pointer) of a pointer whose pointee is present */
  double *p = malloc(N * sizeof(double)), *p0 = p;
  for (int i = 0; i < N; i++) p[i] = i;
  #pragma omp target enter data map(to: p[0:N])
  #pragma omp target map(tofrom: p[0:0])
  { p[1] = 41; }
  #pragma omp target map(p[:0])
  { p[2] = 42; }
  #pragma omp target exit data map(from: p[0:N])
  printf("zero-len %g %g %g %d\n", p[1], p[2], p[3], p == p0);
  /* array of pointers mapped with the rows */
  double r0[2] = {1, 2}, r1[2] = {3, 4};
  double *rows[2] = {r0, r1};
  #pragma omp target data map(to: rows) map(tofrom: rows[0][0:2], rows[1][0:2])
  {
    #pragma omp target
    for (int i = 0; i < 2; i++) for (int j = 0; j < 2; j++) rows[i][j] *= 10;
  }
  printf("rows %g %g %g %g\n", r0[0], r0[1], r1[0], r1[1]);
  free(p);
  free(gp);
  return 0;
}
