/* Written by hand for tools/difftest -file (docs/difftest.md): declare target 2-D arrays and structs: updates of rows, implicit use, map clauses on them */
#include <stdio.h>
#define R 4
#define C 5
#pragma omp declare target
double gd[R][C];
struct { int n; float w[3][2]; } gs;
#pragma omp end declare target
static double sum(void) { double s = 0; for (int i = 0; i < R; i++) for (int j = 0; j < C; j++) s += gd[i][j] * (i * 5 + j + 1); return s; }
int main(void) {
  for (int i = 0; i < R; i++) for (int j = 0; j < C; j++) gd[i][j] = i * j;
  gs.n = 3; for (int i = 0; i < 3; i++) { gs.w[i][0] = i; gs.w[i][1] = -i; }
  #pragma omp target update to(gd, gs)
  #pragma omp target
  for (int i = 0; i < R; i++) for (int j = 0; j < C; j++) gd[i][j] += 1;
  printf("1: %g\n", sum());
  #pragma omp target update from(gd[1:2][0:C])
  printf("2: %g\n", sum());
  #pragma omp target update from(gd[3])
  printf("3: %g\n", sum());
  for (int j = 0; j < C; j++) gd[0][j] = 100;
  #pragma omp target update to(gd[0][0:C])
  #pragma omp target map(tofrom: gd[0:1][0:C])
  for (int j = 0; j < C; j++) gd[0][j] /= 4;
  printf("4: %g\n", sum());
  #pragma omp target
  { gs.n *= 2; gs.w[2][1] = gs.n; }
  #pragma omp target update from(gs.w[2])
  printf("5: %d %g\n", gs.n, gs.w[2][1]);
  #pragma omp target update from(gs)
  printf("6: %d %g\n", gs.n, gs.w[2][1]);
  #pragma omp target map(always, tofrom: gd)
  for (int i = 0; i < R; i++) gd[i][0] = -1;
  printf("7: %g\n", sum());
  return 0;
}
