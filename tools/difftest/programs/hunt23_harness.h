/* Harness macros in the style of offloading conformance suites, shared by
 * the hunt23_*.c programs: a per-test error count, a report line, an
 * offloading probe written with _Pragma. */
#ifndef HUNT23_HARNESS_H
#define HUNT23_HARNESS_H
#include <omp.h>
#include <stdio.h>
#include <stdlib.h>
#define OMPVV_TEST_AND_SET(err, cond) do { if (cond) { (err)++; printf("fail %s:%d %s\n", __func__, __LINE__, #cond); } } while (0)
#define OMPVV_TEST_AND_SET_VERBOSE(err, cond) OMPVV_TEST_AND_SET(err, cond)
#define OMPVV_REPORT(err) printf("%s: %s\n", __func__, (err) ? "FAIL" : "PASS")
#define OMPVV_TEST_OFFLOADING() \
  do { int on_dev_ = 0; _Pragma("omp target map(from: on_dev_)") { on_dev_ = !omp_is_initial_device(); } (void)on_dev_; } while (0)
#define PRAGMA(x) _Pragma(#x)
#define OFFLOAD_MAP(dir, var) PRAGMA(omp target map(dir: var))
#endif
