/* Test harness of the hunt27_*.c programs (data environment), written the
 * way validation suites write theirs: an error counter per test, a check
 * macro naming the failing condition, target regions spelled through
 * _Pragma inside do{}while(0), and static inline helpers holding regions. */
#ifndef HUNT27_HARNESS_H
#define HUNT27_HARNESS_H
#include <omp.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <stdbool.h>
#define H27_STR(x) #x
#define H27_PRAGMA(x) _Pragma(H27_STR(x))
#define H27_CHECK(errs, cond)                                          \
  do {                                                                 \
    if (!(cond)) {                                                     \
      (errs)++;                                                        \
      printf("  check failed in %s line %d: %s\n", __func__, __LINE__, #cond); \
    }                                                                  \
  } while (0)
#define H27_DONE(errs) printf("%-30s %s (%d)\n", __func__, (errs) ? "FAILED" : "passed", (errs))
#define H27_TARGET(clauses, body) \
  do { H27_PRAGMA(omp target clauses) { body; } } while (0)
#define H27_TARGET_LOOP(clauses, i, n, body) \
  do { H27_PRAGMA(omp target teams distribute parallel for clauses) \
       for (int i = 0; i < (n); i++) { body; } } while (0)
static inline double h27_sum(const double *a, int n) {
  double s = 0;
  for (int i = 0; i < n; i++) s += a[i];
  return s;
}
#endif
