/* Standalone data directives that a macro use produces beside other
 * code (a do { } while (0) statement macro, a block, code before or
 * after the directive, two directives, a directive then a target
 * region), from a header with a declare target list. */
#include <stdio.h>
#include "macrocode.h"

double gtab[NG];
int gcount = 0;

static int check(const char *what, double got, double want) {
  if (got != want) {
    printf("FAIL %s: %g, want %g\n", what, got, want);
    return 1;
  }
  return 0;
}

int main(void) {
  int bad = 0;
  for (int i = 0; i < NG; i++) gtab[i] = i;
  SYNC_TO_DEV(gtab);
  #pragma omp target teams distribute parallel for
  for (int i = 0; i < NG; i++) gtab[i] *= 2;
  bad += check("gtab not yet back", gtab[5], 5);
  SYNC_FROM_DEV(gtab);
  bad += check("gtab back", gtab[5], 10);
  #pragma omp target
  gcount = 17;
  bad += check("gcount host", gcount, 0);
  if (gcount == 0) SYNC_FROM_DEV(gcount); else bad++;
  bad += check("gcount synced", gcount, 17);

  double x[8], y[8];
  for (int i = 0; i < 8; i++) { x[i] = i; y[i] = 10 * i; }
  ENTER_AND_RUN(x, 8)
  bad += check("x stays on the host", x[3], 3);
  for (int i = 0; i < 8; i++) x[i] = 2 * i;
  if (bad == 0) SYNC_TO_DEV(x); else printf("skipped\n");
  #pragma omp target teams distribute parallel for
  for (int i = 0; i < 8; i++) x[i] *= 3;
  double s = 0, want = 0;
  FROM_DEV_AND_SUM(x, 8, s);
  for (int i = 0; i < 8; i++) want += 6 * i;
  bad += check("sum", s, want);
  #pragma omp target enter data map(to: y)
  #pragma omp target
  for (int i = 0; i < 8; i++) y[i] = -y[i];
  BLOCK_UPD(y)
  bad += check("y[7]", y[7], -70);
  for (int i = 0; i < 8; i++) { x[i] = 1; y[i] = 2; }
  SEND_TWO(x, y)
  #pragma omp target
  for (int i = 0; i < 8; i++) { x[i] += y[i]; y[i] = 0; }
  LOG_THEN_EXIT(x, 8);
  #pragma omp target exit data map(delete: y)
  bad += check("x[6]", x[6], 3);
  bad += check("y[6]", y[6], 2);
  printf("gtab[31] %g x[0] %g y[0] %g\n", gtab[31], x[0], y[0]);
  if (bad) return 1;
  printf("PASS macrocode\n");
  return 0;
}
