/* A small test harness the way application test suites write one:
 * timing-free kernels behind macros, a device check, and error counts. */
#ifndef HAPP_HARNESS_H
#define HAPP_HARNESS_H
#include <omp.h>
#include <stdio.h>

#define STR_(x) #x
#define PRAGMA(x) _Pragma(STR_(x))
#define OFFLOAD_LOOP(clauses) PRAGMA(omp target teams distribute parallel for clauses)
#define OFFLOAD_LOOP2(clauses) PRAGMA(omp target teams distribute parallel for collapse(2) clauses)
#define CHECK(cond, ...)                                         \
  do {                                                           \
    if (!(cond)) {                                               \
      errors++;                                                  \
      printf("FAIL %s:%d: ", __func__, __LINE__);                \
      printf(__VA_ARGS__);                                       \
      printf("\n");                                              \
    }                                                            \
  } while (0)
#define RUN_TEST(fn)                                             \
  do {                                                           \
    int e_ = fn();                                               \
    printf("%-12s %s\n", #fn, e_ ? "failed" : "ok");             \
    total += e_;                                                 \
  } while (0)

static inline int on_device(void) {
  int d = 1;
  PRAGMA(omp target map(from: d))
  d = omp_is_initial_device();
  return !d;
}
#endif
