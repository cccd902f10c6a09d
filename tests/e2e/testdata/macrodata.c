/* Data directives produced by macros: _Pragma written out, a macro use
 * whose expansion is the _Pragma alone (function-like and object-like,
 * through another macro), as a statement with ';' and in a block, and a
 * target data construct over a block. */
#include <stdio.h>

#define LEN 24
#define PRAGMA(x) _Pragma(#x)
#define OFFLOAD(clauses) PRAGMA(omp target teams distribute parallel for clauses)
#define DATA_BEGIN(x) PRAGMA(omp target enter data map(to: x))
#define DATA_END(x) PRAGMA(omp target exit data map(from: x))
#define UPDATE_HOST(x) PRAGMA(omp target update from(x))
#define UPDATE_DEV(x) PRAGMA(omp target update to(x))
#define DATA_REGION(clauses) PRAGMA(omp target data clauses)
#define SYNC_TAB UPDATE_DEV(tab)

#pragma omp declare target
double tab[LEN];
#pragma omp end declare target
static double work[LEN];

static int check(const char *what, double got, double want) {
  if (got != want) {
    printf("FAIL %s: %g, want %g\n", what, got, want);
    return 1;
  }
  return 0;
}

int main(void) {
  int bad = 0;
  for (int i = 0; i < LEN; i++) { tab[i] = i; work[i] = 1; }
  SYNC_TAB
  DATA_BEGIN(work)
  OFFLOAD(map(tofrom: work))
  for (int i = 0; i < LEN; i++) work[i] += tab[i];
  bad += check("present, not copied back", work[3], 1);
  UPDATE_HOST(work[2:2]);
  bad += check("update work[2]", work[2], 3);
  bad += check("update work[3]", work[3], 4);
  bad += check("update work[4]", work[4], 1);
  for (int k = 0; k < 2; k++)
    if (k == 1) { UPDATE_HOST(work[4:1]); }
  bad += check("update in a block", work[4], 5);
  work[6] = -1;
  UPDATE_DEV(work[6:1])
  DATA_END(work)
  bad += check("exit data work[5]", work[5], 6);
  bad += check("exit data work[6]", work[6], -1);
  DATA_REGION(map(tofrom: work[0:LEN]))
  {
    _Pragma("omp target") for (int i = 0; i < LEN; i++) work[i] *= 2;
    bad += check("inside target data", work[23], 24);
    _Pragma("omp target update from(work[23:1])") bad += check("_Pragma update", work[23], 48);
    work[0] = 100;
  }
  bad += check("end of target data", work[0], 2);
  printf("work[0]=%g work[5]=%g work[23]=%g\n", work[0], work[5], work[23]);
  if (bad) return 1;
  printf("PASS macrodata\n");
  return 0;
}
