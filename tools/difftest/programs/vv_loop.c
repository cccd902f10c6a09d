/* Conformance-style tests (a harness of checking macros, one function per
 * feature): the loop construct (teams loop, parallel loop, bind(teams)),
 * requires unified_address, has_device_addr, simd forms. */
#include "vv_harness.h"

#pragma omp requires unified_address

int test_loop_construct(void) {
  int errors = 0;
  int a[N], b[N];
  fill_seq(a, N, 0);
#pragma omp target teams loop map(to: a) map(from: b)
  for (int i = 0; i < N; i++) b[i] = a[i] + 3;
  for (int i = 0; i < N; i++) TEST_AND_SET_VERBOSE(errors, b[i] != i + 3);
  long s = 0;
#pragma omp target teams loop reduction(+: s) map(to: a)
  for (int i = 0; i < N; i++) s += a[i];
  TEST_AND_SET_VERBOSE(errors, s != (long)N * (N - 1) / 2);
  int m[16][16];
#pragma omp target map(from: m)
#pragma omp teams loop collapse(2)
  for (int i = 0; i < 16; i++)
    for (int j = 0; j < 16; j++) m[i][j] = i * j;
  for (int i = 0; i < 16; i++) for (int j = 0; j < 16; j++) TEST_AND_SET_VERBOSE(errors, m[i][j] != i * j);
  REPORT_AND_RETURN(errors);
}

int test_parallel_loop(void) {
  int errors = 0;
  int c[N];
#pragma omp target parallel loop map(from: c)
  for (int i = 0; i < N; i++) c[i] = 2 * i;
  for (int i = 0; i < N; i++) TEST_AND_SET_VERBOSE(errors, c[i] != 2 * i);
  int d[N];
#pragma omp target teams map(from: d) num_teams(4)
#pragma omp loop bind(teams)
  for (int i = 0; i < N; i++) d[i] = -i;
  for (int i = 0; i < N; i++) TEST_AND_SET_VERBOSE(errors, d[i] != -i);
  REPORT_AND_RETURN(errors);
}

int test_unified_address(void) {
  int errors = 0;
  int dev = omp_get_default_device();
  int *d = (int *)omp_target_alloc(N * sizeof(int), dev);
  int *h = (int *)malloc(N * sizeof(int));
#pragma omp target is_device_ptr(d)
  for (int i = 0; i < N; i++) d[i] = i + 1;
  omp_target_memcpy(h, d, N * sizeof(int), 0, 0, omp_get_initial_device(), dev);
  for (int i = 0; i < N; i++) TEST_AND_SET_VERBOSE(errors, h[i] != i + 1);
  int *alias = d + 10;
#pragma omp target is_device_ptr(alias) map(tofrom: h[0:1])
  { h[0] = alias[0]; }
  TEST_AND_SET_VERBOSE(errors, h[0] != 11);
  omp_target_free(d, dev);
  free(h);
  REPORT_AND_RETURN(errors);
}

int test_has_device_addr(void) {
  int errors = 0;
  int arr[N];
  for (int i = 0; i < N; i++) arr[i] = i;
#pragma omp target data map(tofrom: arr)
  {
#pragma omp target data use_device_addr(arr)
    {
#pragma omp target has_device_addr(arr)
      for (int i = 0; i < N; i++) arr[i] += 1;
    }
  }
  for (int i = 0; i < N; i++) TEST_AND_SET_VERBOSE(errors, arr[i] != i + 1);
  REPORT_AND_RETURN(errors);
}

int test_simd_forms(void) {
  int errors = 0;
  float x[N], y[N];
  for (int i = 0; i < N; i++) { x[i] = i; y[i] = 1; }
  float dot = 0;
#pragma omp target map(to: x, y) map(tofrom: dot)
#pragma omp simd reduction(+: dot) simdlen(8)
  for (int i = 0; i < N; i++) dot += x[i] * y[i];
  TEST_AND_SET_VERBOSE(errors, dot != (float)(N * (N - 1) / 2));
  int z[N];
#pragma omp target teams distribute simd map(from: z) safelen(16)
  for (int i = 0; i < N; i++) z[i] = i % 7;
  for (int i = 0; i < N; i++) TEST_AND_SET_VERBOSE(errors, z[i] != i % 7);
  REPORT_AND_RETURN(errors);
}

int main(void) {
  int total = 0;
  CHECK_OFFLOADING();
  printf("offloading: %s\n", on_device ? "device" : "host");
  RUN_TEST(test_loop_construct);
  RUN_TEST(test_parallel_loop);
  RUN_TEST(test_unified_address);
  RUN_TEST(test_has_device_addr);
  RUN_TEST(test_simd_forms);
  FINISH("vv_loop", total);
  return 0;
}
