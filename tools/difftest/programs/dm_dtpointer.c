/* Written by hand for tools/difftest -file (docs/difftest.md): declare target global pointers with mapped pointees; maps of declare target variables. */
#include <stdio.h>
#include <stdlib.h>
#include <omp.h>
double *gp;
int gn;
double gacc[4];
struct Cfg { int k; double f; } gcfg = { 3, 1.5 };
#pragma omp declare target(gp, gn, gacc, gcfg)
#pragma omp declare target
static double scaled(int i) { return gp[i] * gcfg.f; }
#pragma omp end declare target
int main(void) {
  gn = 6;
  gp = malloc(gn * sizeof(double));
  for (int i = 0; i < gn; i++) gp[i] = i;
  #pragma omp target update to(gn)
  #pragma omp target enter data map(to: gp[0:gn])
  printf("present %d\n", omp_target_is_present(gp, omp_get_default_device()));
  #pragma omp target teams distribute parallel for
  for (int i = 0; i < gn; i++) gp[i] = scaled(i) + 1;
  #pragma omp target exit data map(from: gp[0:gn])
  printf("gp %g %g\n", gp[1], gp[5]);
  gacc[0] = 5;
  #pragma omp target map(tofrom: gacc)
  gacc[0] += 1;
  printf("gacc after map tofrom %g\n", gacc[0]);
  #pragma omp target update from(gacc)
  printf("gacc synced %g\n", gacc[0]);
  gcfg.f = 2.0;
  #pragma omp target update to(gcfg.f)
  #pragma omp target map(from: gacc[1:1])
  gacc[1] = gcfg.f * gcfg.k;
  printf("gacc1 %g\n", gacc[1]);
  #pragma omp target update from(gacc[1:1])
  printf("gacc1 synced %g\n", gacc[1]);
  return 0;
}
