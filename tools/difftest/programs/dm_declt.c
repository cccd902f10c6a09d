/* Written by hand for tools/difftest -file (docs/difftest.md): declare target variables (arrays, structs), target update of them, declare target link. */
#include <stdio.h>
#define N 12
#pragma omp declare target
int gv[N];
double gs = 1.5;
struct cfg { int n; double w[4]; } gcfg = {3, {1, 2, 3, 4}};
#pragma omp end declare target
int lk[N];
#pragma omp declare target link(lk)
int main(void) {
  for (int i = 0; i < N; i++) gv[i] = i;
  #pragma omp target update to(gv)
  #pragma omp target
  for (int i = 0; i < N; i++) gv[i] = gv[i] * 2 + (int)gs;
  printf("host gv[5]=%d\n", gv[5]);
  #pragma omp target update from(gv[4:4])
  printf("gv[3..8]=%d %d %d %d\n", gv[3], gv[4], gv[7], gv[8]);
  gs = 10;
  #pragma omp target map(from: gv[0:1])
  gv[0] = (int)gs;
  printf("gv0=%d\n", gv[0]);
  #pragma omp target update to(gs)
  gcfg.w[2] = 30; gcfg.n = 4;
  #pragma omp target update to(gcfg.w[2:1])
  int r[2];
  #pragma omp target map(from: r)
  { r[0] = (int)(gs + gcfg.w[2]); r[1] = gcfg.n; }
  printf("r=%d %d\n", r[0], r[1]);
  #pragma omp target map(always, tofrom: gcfg)
  { gcfg.w[0] = 100; }
  printf("gcfg.w0=%g\n", gcfg.w[0]);
  for (int i = 0; i < N; i++) lk[i] = i;
  #pragma omp target map(tofrom: lk)
  for (int i = 0; i < N; i++) lk[i] += 5;
  printf("lk[2]=%d\n", lk[2]);
  #pragma omp target enter data map(to: lk)
  #pragma omp target
  lk[0] = 99;
  #pragma omp target exit data map(from: lk)
  printf("lk0=%d\n", lk[0]);
  return 0;
}
