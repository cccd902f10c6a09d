/* Conformance-style tests (a harness of checking macros, one function per
 * feature): OpenMP 5.1 forms: if(target:), thread_limit on target,
 * defaultmap(present), motion modifier present, omp_get_mapped_ptr,
 * omp_target_memcpy_async. */
#include "vv_harness.h"

int g_e = 4;
#pragma omp declare target to(g_e)

int nohost_only(int x) { return x * 3; }
#pragma omp declare target to(nohost_only) device_type(any)

int test_enter_nohost(void) {
  int errors = 0;
  int r = 0;
#pragma omp target map(from: r)
  r = g_e + nohost_only(2);
  TEST_AND_SET_VERBOSE(errors, r != 10);
  REPORT_AND_RETURN(errors);
}

int test_if_target_modifier(void) {
  int errors = 0;
  int where = -1, n = 10;
#pragma omp target if(target: n > 5) map(from: where)
  where = omp_is_initial_device();
  TEST_AND_SET_VERBOSE(errors, where != 0);
#pragma omp target parallel for if(target: n > 50) map(from: where)
  for (int i = 0; i < 1; i++) where = omp_is_initial_device();
  TEST_AND_SET_VERBOSE(errors, where != 1);
  REPORT_AND_RETURN(errors);
}

int test_thread_limit_on_target(void) {
  int errors = 0;
  int nt = -1;
#pragma omp target thread_limit(4) map(from: nt)
#pragma omp parallel num_threads(16)
  {
    if (omp_get_thread_num() == 0) nt = omp_get_num_threads();
  }
  TEST_AND_SET_VERBOSE(errors, nt < 1 || nt > 4);
  REPORT_AND_RETURN(errors);
}

int test_defaultmap_present(void) {
  int errors = 0;
  int arr[16];
  for (int i = 0; i < 16; i++) arr[i] = i;
#pragma omp target enter data map(to: arr)
#pragma omp target defaultmap(present: aggregate)
  for (int i = 0; i < 16; i++) arr[i] *= 2;
#pragma omp target exit data map(from: arr)
  for (int i = 0; i < 16; i++) TEST_AND_SET_VERBOSE(errors, arr[i] != 2 * i);
  REPORT_AND_RETURN(errors);
}

int test_update_present(void) {
  int errors = 0;
  int a[8] = {0};
#pragma omp target data map(tofrom: a)
  {
#pragma omp target
    for (int i = 0; i < 8; i++) a[i] = i + 1;
#pragma omp target update from(present: a)
    TEST_AND_SET_VERBOSE(errors, a[7] != 8);
  }
  REPORT_AND_RETURN(errors);
}

int test_get_mapped_ptr(void) {
  int errors = 0;
  int dev = omp_get_default_device();
  int a[N];
  for (int i = 0; i < N; i++) a[i] = i;
  TEST_AND_SET_VERBOSE(errors, omp_get_mapped_ptr(a, dev) != NULL);
#pragma omp target data map(tofrom: a)
  {
    int *dp = (int *)omp_get_mapped_ptr(a, dev);
    TEST_AND_SET_VERBOSE(errors, dp == NULL);
#pragma omp target is_device_ptr(dp)
    for (int i = 0; i < N; i++) dp[i] = -dp[i];
  }
  for (int i = 0; i < N; i++) TEST_AND_SET_VERBOSE(errors, a[i] != -i);
  REPORT_AND_RETURN(errors);
}

int test_memcpy_async(void) {
  int errors = 0;
  int dev = omp_get_default_device(), host = omp_get_initial_device();
  int src[N], dst[N];
  for (int i = 0; i < N; i++) { src[i] = i; dst[i] = 0; }
  int *d = (int *)omp_target_alloc(sizeof(src), dev);
  omp_target_memcpy_async(d, src, sizeof(src), 0, 0, dev, host, 0, NULL);
#pragma omp taskwait
#pragma omp target is_device_ptr(d)
  for (int i = 0; i < N; i++) d[i] += 1;
  omp_target_memcpy(dst, d, sizeof(src), 0, 0, host, dev);
  for (int i = 0; i < N; i++) TEST_AND_SET_VERBOSE(errors, dst[i] != i + 1);
  omp_target_free(d, dev);
  REPORT_AND_RETURN(errors);
}

int test_map_iterator_free(void) {
  int errors = 0;
  int *rows[4];
  for (int r = 0; r < 4; r++) { rows[r] = (int *)malloc(8 * sizeof(int)); for (int i = 0; i < 8; i++) rows[r][i] = r; }
  for (int r = 0; r < 4; r++) {
#pragma omp target map(tofrom: rows[r][0:8])
    for (int i = 0; i < 8; i++) rows[r][i] += 10;
  }
  for (int r = 0; r < 4; r++) { for (int i = 0; i < 8; i++) TEST_AND_SET_VERBOSE(errors, rows[r][i] != r + 10); free(rows[r]); }
  REPORT_AND_RETURN(errors);
}

int main(void) {
  int total = 0;
  CHECK_OFFLOADING();
  printf("offloading: %s\n", on_device ? "device" : "host");
  RUN_TEST(test_enter_nohost);
  RUN_TEST(test_if_target_modifier);
  RUN_TEST(test_thread_limit_on_target);
  RUN_TEST(test_defaultmap_present);
  RUN_TEST(test_update_present);
  RUN_TEST(test_get_mapped_ptr);
  RUN_TEST(test_memcpy_async);

  RUN_TEST(test_map_iterator_free);
  FINISH("vv_v51", total);
  return 0;
}
