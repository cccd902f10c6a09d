/* Conformance-style tests (a harness of checking macros, one function per
 * feature): declare mapper, default and named, on target constructs. */
#include "vv_harness.h"

typedef struct { int len; double *buf; } vec_t;
#pragma omp declare mapper(vec_t v) map(v, v.buf[0:v.len])

typedef struct { int n; int tag; int *idx; } ivec_t;
#pragma omp declare mapper(named: ivec_t s) map(to: s.n, s.tag) map(tofrom: s.idx[0:s.n])

int test_default_mapper(void) {
  int errors = 0;
  vec_t v;
  v.len = N;
  v.buf = (double *)malloc(N * sizeof(double));
  for (int i = 0; i < N; i++) v.buf[i] = i;
#pragma omp target map(tofrom: v)
  for (int i = 0; i < v.len; i++) v.buf[i] *= 2.0;
  for (int i = 0; i < N; i++) TEST_AND_SET_VERBOSE(errors, v.buf[i] != 2.0 * i);
  free(v.buf);
  REPORT_AND_RETURN(errors);
}

int test_named_mapper(void) {
  int errors = 0;
  ivec_t s;
  s.n = 100; s.tag = 3;
  s.idx = (int *)malloc(100 * sizeof(int));
  for (int i = 0; i < 100; i++) s.idx[i] = i;
#pragma omp target map(mapper(named), tofrom: s)
  for (int i = 0; i < s.n; i++) s.idx[i] += s.tag;
  for (int i = 0; i < 100; i++) TEST_AND_SET_VERBOSE(errors, s.idx[i] != i + 3);
  free(s.idx);
  REPORT_AND_RETURN(errors);
}

/* enter/exit data and target data with target update through the default mapper: clang-19 does not attach
 * the pointer member there (docs/difftest.md), the lowered program does;
 * kept out of this clang-compared program. */

int main(void) {
  int total = 0;
  CHECK_OFFLOADING();
  printf("offloading: %s\n", on_device ? "device" : "host");
  RUN_TEST(test_default_mapper);
  RUN_TEST(test_named_mapper);
  FINISH("vv_mapper", total);
  return 0;
}
