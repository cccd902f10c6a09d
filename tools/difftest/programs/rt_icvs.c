/* Written by hand for tools/difftest -file (docs/difftest.md): the device's fixed ICV routines in target, parallel, generic and declare target code, mixed into computed results. */
#include <omp.h>
#include <stdio.h>
#pragma omp declare target
static int icvs(void) {
  return omp_get_dynamic() * 1000 + omp_get_nested() * 100 + omp_get_max_active_levels() * 10 + omp_get_cancellation();
}
#pragma omp end declare target
int main(void) {
  int a[64], s = 0, g[8];
  #pragma omp target teams distribute parallel for map(from: a)
  for (int i = 0; i < 64; i++) a[i] = i * omp_get_max_active_levels() + icvs() + omp_get_dynamic();
  #pragma omp target map(tofrom: s)
  {
    s = icvs() + (omp_get_cancellation() ? 7 : 3);
  }
  #pragma omp target teams num_teams(2) thread_limit(4) map(from: g)
  {
    int base = icvs();
    #pragma omp parallel for
    for (int i = 0; i < 4; i++) g[omp_get_team_num() * 4 + i] = base + omp_get_nested() + i;
  }
  long t = 0;
  for (int i = 0; i < 64; i++) t += a[i];
  printf("a %ld s %d g", t, s);
  for (int i = 0; i < 8; i++) printf(" %d", g[i]);
  printf("\n");
  return 0;
}
