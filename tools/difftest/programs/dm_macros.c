/* Written by hand for tools/difftest -file (docs/difftest.md): a target region from a macro in a header, declare target global used through macros. */
#include <stdio.h>
#include "dm_macros.h"
#pragma omp declare target
double hdr_tab[LEN];
#pragma omp end declare target
static double work[LEN];
int main(void) {
  for (int i = 0; i < LEN; i++) { hdr_tab[i] = i; work[i] = 1; }
#pragma omp target update to(hdr_tab)
#pragma omp target enter data map(to: work)
  OFFLOAD(map(tofrom: work))
  for (int i = 0; i < LEN; i++) work[i] += twice(hdr_tab[i]);
  printf("mid work[3]=%g\n", work[3]);
#pragma omp target exit data map(from: work)
  printf("end work[3]=%g\n", work[3]);
  _Pragma("omp target map(tofrom: work[0:LEN])")
  for (int i = 0; i < LEN; i++) work[i] *= 2;
  printf("work[23]=%g\n", work[23]);
  return 0;
}
