/* Test harness of the hunt26_*.c programs, written the way offloading
 * validation suites write theirs: a per-function failure counter, a check
 * macro that names the failing condition, a summary line, and a probe of
 * where regions run, each target region spelled through _Pragma. */
#ifndef HUNT26_HARNESS_H
#define HUNT26_HARNESS_H
#include <omp.h>
#include <stdio.h>
#include <stdlib.h>
#define H26_STR(x) #x
#define H26_PRAGMA(x) _Pragma(H26_STR(x))
#define H26_CHECK(errs, cond)                                          \
  do {                                                                 \
    if (!(cond)) {                                                     \
      (errs)++;                                                        \
      printf("  check failed in %s: %s\n", __func__, #cond);           \
    }                                                                  \
  } while (0)
#define H26_DONE(errs) printf("%-28s %s (%d)\n", __func__, (errs) ? "FAILED" : "passed", (errs))
/* Runs `body` as a target region with the given clauses. */
#define H26_TARGET(clauses, body) \
  do { H26_PRAGMA(omp target clauses) { body; } } while (0)
static inline int h26_offloading(void) {
  int initial = 1;
  H26_TARGET(map(from: initial), initial = omp_is_initial_device());
  return !initial;
}
#endif
