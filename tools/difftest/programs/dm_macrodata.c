/* Written by hand for tools/difftest -file (docs/difftest.md): data directives produced by _Pragma and by macros (target data, enter/exit data, update). */
#include <stdio.h>
#include "dm_macrodata.h"
#pragma omp declare target
double tab[LEN];
#pragma omp end declare target
static double work[LEN];
#define SYNC_TAB UPDATE_DEV(tab)
int main(void) {
  for (int i = 0; i < LEN; i++) { tab[i] = i; work[i] = 1; }
  SYNC_TAB
  DATA_BEGIN(work)
  OFFLOAD(map(tofrom: work))
  for (int i = 0; i < LEN; i++) work[i] += tab[i];
  printf("mid work[3]=%g\n", work[3]);
  UPDATE_HOST(work[2:2]);
  printf("upd work[2]=%g work[3]=%g work[4]=%g\n", work[2], work[3], work[4]);
  for (int k = 0; k < 2; k++)
    if (k == 1) { UPDATE_HOST(work[4:1]); }
  printf("upd work[4]=%g\n", work[4]);
  DATA_END(work)
  printf("end work[5]=%g\n", work[5]);
  DATA_REGION(map(tofrom: work[0:LEN]))
  {
    _Pragma("omp target") for (int i = 0; i < LEN; i++) work[i] *= 2;
    printf("in work[23]=%g\n", work[23]);
    _Pragma("omp target update from(work[23:1])") printf("in2 work[23]=%g\n", work[23]);
  }
  printf("work[23]=%g\n", work[23]);
  return 0;
}
