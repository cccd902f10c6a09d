/* A checking harness in the style of OpenMP offloading conformance
 * suites: macros that count and report errors per test function, a probe
 * of whether target regions run on a device, and helpers (some declare
 * target) that the vv_*.c programs share. */
#ifndef VV_HARNESS_H
#define VV_HARNESS_H
#include <omp.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <math.h>

#define N 1024

static int on_device;

#define CHECK(cond) do { if (!(cond)) { errors++; } } while (0)
#define TEST_AND_SET_VERBOSE(err, cond) do { if (cond) { (err)++; printf("  check failed at line %d: %s\n", __LINE__, #cond); } } while (0)
#define REPORT_AND_RETURN(err) do { printf("%s: %s\n", __func__, (err) ? "FAIL" : "PASS"); return (err); } while (0)
#define CHECK_OFFLOADING() \
  _Pragma("omp target map(from: on_device)") \
  { on_device = !omp_is_initial_device(); }
/* The last line the end-to-end tests look for. */
#define FINISH(name, total) do { printf("total errors: %d\n", (total)); printf("%s %s\n", (total) ? "FAIL" : "PASS", name); } while (0)
#define RUN_TEST(fn) do { int e_ = fn(); total += e_; } while (0)

static inline int sum_int(const int *a, int n) {
  int s = 0;
  for (int i = 0; i < n; i++) s += a[i];
  return s;
}

static inline void fill_seq(int *a, int n, int base) {
  for (int i = 0; i < n; i++) a[i] = base + i;
}

#pragma omp declare target
static inline int twice(int x) { return 2 * x; }
static inline double sq(double x) { return x * x; }
#pragma omp end declare target

#endif
