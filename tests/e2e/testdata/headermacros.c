/* Target directives that a header's functions produce through _Pragma
 * macros (headermacros.h, read into the unit). */
#include <stdio.h>
#include "headermacros.h"

static int check(const char *what, double got, double want) {
  if (got != want) {
    printf("FAIL %s: %g, want %g\n", what, got, want);
    return 1;
  }
  return 0;
}

int main(void) {
  int bad = 0;
  double a[8];
  for (int i = 0; i < 8; i++) a[i] = i;
  #pragma omp target enter data map(to: a)
  for (int i = 0; i < 8; i++) a[i] = 1;
  hm_push(a, 8);
  for (int i = 0; i < 8; i++) a[i] = -1;
  #pragma omp target exit data map(from: a)
  bad += check("pushed", a[3], 1);
  #pragma omp target data map(tofrom: a[0:8])
  {
    for (int i = 0; i < 8; i++) a[i] = 2;
    hm_push(a, 8);
    hm_scale(a, 8, 3.0);
    bad += check("present, not back", a[7], 2);
  }
  bad += check("scaled", a[7], 6);
  printf("a %g %g\n", a[0], a[7]);
  if (bad) return 1;
  printf("PASS headermacros\n");
  return 0;
}
