/* Written by hand for tools/difftest -file (docs/difftest.md): file-scope and function-scope static variables used in regions without map clauses, section bounds with calls and conditional operators, pointers into a global array. */
#include <omp.h>
#include <stdio.h>
#include <stdlib.h>
int gs = 5;
double garr[6] = {1, 2, 3, 4, 5, 6};
struct { int n; int v[3]; } gst = {3, {7, 8, 9}};
static int sarr[4];
int *gp;
static int idx(int i) { return (i * 7 + 3) % 6; }
static int half(int n) { return n / 2; }
int main(void) {
  static int local_static[3] = {1, 1, 1};
  int dev = omp_get_default_device();
  gp = malloc(6 * sizeof(int));
  for (int i = 0; i < 6; i++) gp[i] = i;
  /* file-scope scalar: firstprivate; arrays and structs: tofrom */
#pragma omp target
  {
    gs += 100;
    for (int i = 0; i < 6; i++) garr[i] *= 2;
    gst.v[1] += gst.n;
    sarr[2] = 42;
    local_static[0] = gs;
  }
  printf("gs=%d garr3=%g gst=%d sarr2=%d ls=%d\n", gs, garr[3], gst.v[1], sarr[2], local_static[0]);
  /* explicit map of a file-scope scalar */
#pragma omp target map(tofrom: gs)
  gs += 100;
  printf("gs=%d\n", gs);
  /* sections with call expressions and conditionals in bounds */
  int n = 6;
#pragma omp target map(tofrom: garr[idx(1):n - idx(1)]) map(to: gp[half(n):half(n)])
  for (int i = idx(1); i < n; i++) garr[i] += gp[half(n) + (i % half(n))];
  printf("garr:"); for (int i = 0; i < 6; i++) printf(" %g", garr[i]); printf("\n");
  int lo = 1;
#pragma omp target map(tofrom: gp[lo > 0 ? lo : 0:(int)(sizeof(sarr) / sizeof(sarr[0]))])
  for (int i = lo; i < lo + 4; i++) gp[i] *= 10;
  printf("gp:"); for (int i = 0; i < 6; i++) printf(" %d", gp[i]); printf("\n");
  /* global pointer pointing into a global array, implicitly */
  int *ip = &sarr[1];
#pragma omp target data map(tofrom: sarr)
  {
#pragma omp target
    { ip[0] = 11; ip[2] = 33; }
  }
  printf("sarr %d %d %d %d\n", sarr[0], sarr[1], sarr[2], sarr[3]);
  /* file-scope pointer used with a section */
#pragma omp target map(tofrom: gp[0:6])
  for (int i = 0; i < 6; i++) gp[i] = gp[i] - i;
  printf("gp:"); for (int i = 0; i < 6; i++) printf(" %d", gp[i]); printf("\n");
  printf("present %d %d\n", omp_target_is_present(garr, dev), omp_target_is_present(&gst, dev));
  free(gp);
  return 0;
}
