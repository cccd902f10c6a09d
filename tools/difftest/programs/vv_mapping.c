/* Conformance-style tests (a harness of checking macros, one function per
 * feature): map types and the always, close and present modifiers,
 * firstprivate and private on target, implicit scalars, struct members,
 * defaultmap. */
#include "vv_harness.h"

int test_map_to_from(void) {
  int errors = 0;
  int a[N], b[N];
  fill_seq(a, N, 1);
  for (int i = 0; i < N; i++) b[i] = -1;
#pragma omp target map(to: a[0:N]) map(from: b[0:N])
  {
    for (int i = 0; i < N; i++) b[i] = twice(a[i]);
  }
  for (int i = 0; i < N; i++) TEST_AND_SET_VERBOSE(errors, b[i] != 2 * (i + 1));
  REPORT_AND_RETURN(errors);
}

int test_map_tofrom_alloc(void) {
  int errors = 0;
  int a[N], scratch[N];
  for (int i = 0; i < N; i++) a[i] = i;
#pragma omp target map(tofrom: a) map(alloc: scratch)
  {
    for (int i = 0; i < N; i++) scratch[i] = a[i] + 1;
    for (int i = 0; i < N; i++) a[i] = scratch[i] * 3;
  }
  for (int i = 0; i < N; i++) TEST_AND_SET_VERBOSE(errors, a[i] != 3 * (i + 1));
  REPORT_AND_RETURN(errors);
}

int test_map_always(void) {
  int errors = 0;
  int x = 5;
#pragma omp target data map(tofrom: x)
  {
    x = 10;
#pragma omp target map(always, to: x)
    { x = x + 1; }
    TEST_AND_SET_VERBOSE(errors, x != 10);
#pragma omp target map(always, from: x)
    { x = x * 2; }
    TEST_AND_SET_VERBOSE(errors, x != 22);
    x = 100;
  }
  TEST_AND_SET_VERBOSE(errors, x != 22);
  REPORT_AND_RETURN(errors);
}

int test_map_close(void) {
  int errors = 0;
  int *p = (int *)malloc(N * sizeof(int));
  for (int i = 0; i < N; i++) p[i] = i;
#pragma omp target map(close, tofrom: p[0:N])
  for (int i = 0; i < N; i++) p[i] += 7;
  for (int i = 0; i < N; i++) TEST_AND_SET_VERBOSE(errors, p[i] != i + 7);
  free(p);
  REPORT_AND_RETURN(errors);
}

int test_map_present(void) {
  int errors = 0;
  int a[N];
  for (int i = 0; i < N; i++) a[i] = i;
#pragma omp target enter data map(to: a)
#pragma omp target map(present, tofrom: a)
  for (int i = 0; i < N; i++) a[i] *= 2;
#pragma omp target exit data map(from: a)
  for (int i = 0; i < N; i++) TEST_AND_SET_VERBOSE(errors, a[i] != 2 * i);
  REPORT_AND_RETURN(errors);
}

int test_map_always_close_combo(void) {
  int errors = 0;
  double v[64];
  for (int i = 0; i < 64; i++) v[i] = i * 0.5;
#pragma omp target data map(to: v)
  {
    for (int i = 0; i < 64; i++) v[i] = 1.0;
#pragma omp target map(always, close, tofrom: v)
    for (int i = 0; i < 64; i++) v[i] += 1.0;
  }
  for (int i = 0; i < 64; i++) TEST_AND_SET_VERBOSE(errors, v[i] != 2.0);
  REPORT_AND_RETURN(errors);
}

int test_firstprivate_private(void) {
  int errors = 0;
  int fp = 3, pv = 9;
  int out[4] = {0, 0, 0, 0};
#pragma omp target firstprivate(fp) private(pv) map(from: out)
  {
    pv = fp * 2;
    fp = 100;
    out[0] = fp;
    out[1] = pv;
  }
  TEST_AND_SET_VERBOSE(errors, fp != 3);
  TEST_AND_SET_VERBOSE(errors, pv != 9);
  TEST_AND_SET_VERBOSE(errors, out[0] != 100 || out[1] != 6);
  REPORT_AND_RETURN(errors);
}

int test_scalar_default(void) {
  int errors = 0;
  int s = 42;
  double d = 1.5;
  int res = 0;
#pragma omp target map(from: res)
  { res = s + (int)(d * 2); s = 0; }
  TEST_AND_SET_VERBOSE(errors, res != 45);
  TEST_AND_SET_VERBOSE(errors, s != 42);
  REPORT_AND_RETURN(errors);
}

typedef struct { int n; double w[8]; int *data; } rec_t;

int test_struct_members(void) {
  int errors = 0;
  rec_t r;
  r.n = 8;
  for (int i = 0; i < 8; i++) r.w[i] = i;
  r.data = (int *)malloc(N * sizeof(int));
  for (int i = 0; i < N; i++) r.data[i] = 1;
#pragma omp target map(to: r) map(tofrom: r.data[0:N])
  for (int i = 0; i < N; i++) r.data[i] += r.n + (int)r.w[i % 8];
  for (int i = 0; i < N; i++) TEST_AND_SET_VERBOSE(errors, r.data[i] != 1 + 8 + i % 8);
  free(r.data);
  REPORT_AND_RETURN(errors);
}

int test_defaultmap(void) {
  int errors = 0;
  int s = 1;
  int arr[16];
  for (int i = 0; i < 16; i++) arr[i] = i;
#pragma omp target defaultmap(tofrom: scalar)
  { s = 77; }
  TEST_AND_SET_VERBOSE(errors, s != 77);
#pragma omp target defaultmap(firstprivate: scalar) defaultmap(tofrom: aggregate)
  { s = 5; for (int i = 0; i < 16; i++) arr[i] += 1; }
  TEST_AND_SET_VERBOSE(errors, s != 77);
  for (int i = 0; i < 16; i++) TEST_AND_SET_VERBOSE(errors, arr[i] != i + 1);
  int *p = arr;
#pragma omp target defaultmap(default: pointer) map(tofrom: arr)
  { arr[0] = 50; }
  TEST_AND_SET_VERBOSE(errors, p[0] != 50);
  REPORT_AND_RETURN(errors);
}

int main(void) {
  int total = 0;
  CHECK_OFFLOADING();
  printf("offloading: %s\n", on_device ? "device" : "host");
  RUN_TEST(test_map_to_from);
  RUN_TEST(test_map_tofrom_alloc);
  RUN_TEST(test_map_always);
  RUN_TEST(test_map_close);
  RUN_TEST(test_map_present);
  RUN_TEST(test_map_always_close_combo);
  RUN_TEST(test_firstprivate_private);
  RUN_TEST(test_scalar_default);
  RUN_TEST(test_struct_members);
  RUN_TEST(test_defaultmap);
  FINISH("vv_mapping", total);
  return 0;
}
