/* Written by hand for tools/difftest -file (docs/difftest.md): declare target pointer to a declare target array, declare target function reading globals. */
#include <stdio.h>
#pragma omp declare target
int garr[4] = {1, 2, 3, 4};
int *gp = garr;
static double sd[3] = {0.5, 1.5, 2.5};
struct G { int n; double v[2]; } gs = {2, {3, 4}};
int getn(void) { return gs.n + garr[0]; }
#pragma omp end declare target
int plain[4] = {9, 9, 9, 9};
int main(void) {
  int r[4];
  #pragma omp target map(from: r)
  { gp[1] = 20; r[0] = garr[1]; r[1] = (int)(sd[2] * 2); r[2] = getn(); r[3] = plain[0]; plain[1] = 8; }
  printf("%d %d %d %d host garr1=%d plain1=%d\n", r[0], r[1], r[2], r[3], garr[1], plain[1]);
  #pragma omp target update from(garr)
  printf("garr1=%d\n", garr[1]);
  gs.n = 10;
  #pragma omp target map(from: r[0:1])
  r[0] = getn();
  printf("r0=%d\n", r[0]);
  #pragma omp target update to(gs)
  #pragma omp target map(from: r[0:1])
  r[0] = getn();
  printf("r0=%d\n", r[0]);
  #pragma omp target data map(tofrom: plain)
  {
    #pragma omp target
    plain[2] = 1;
    printf("in plain2=%d\n", plain[2]);
  }
  printf("plain2=%d\n", plain[2]);
  return 0;
}
