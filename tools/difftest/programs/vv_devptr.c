/* Conformance-style tests (a harness of checking macros, one function per
 * feature): is_device_ptr, use_device_ptr, use_device_addr,
 * omp_target_alloc, omp_target_memcpy, omp_target_memcpy_rect,
 * omp_target_is_present, omp_target_associate_ptr. */
#include "vv_harness.h"

int test_is_device_ptr(void) {
  int errors = 0;
  int dev = omp_get_default_device();
  int *d = (int *)omp_target_alloc(N * sizeof(int), dev);
  int h[N];
  if (d == NULL) { printf("alloc failed\n"); return 1; }
#pragma omp target is_device_ptr(d)
  for (int i = 0; i < N; i++) d[i] = i * 3;
  omp_target_memcpy(h, d, N * sizeof(int), 0, 0, omp_get_initial_device(), dev);
  for (int i = 0; i < N; i++) TEST_AND_SET_VERBOSE(errors, h[i] != i * 3);
  omp_target_free(d, dev);
  REPORT_AND_RETURN(errors);
}

int test_use_device_ptr(void) {
  int errors = 0;
  int *a = (int *)malloc(N * sizeof(int));
  int *dp = NULL;
  for (int i = 0; i < N; i++) a[i] = i;
#pragma omp target data map(tofrom: a[0:N])
  {
#pragma omp target data use_device_ptr(a)
    { dp = a; }
#pragma omp target is_device_ptr(dp)
    for (int i = 0; i < N; i++) dp[i] += 1;
  }
  for (int i = 0; i < N; i++) TEST_AND_SET_VERBOSE(errors, a[i] != i + 1);
  TEST_AND_SET_VERBOSE(errors, dp == a);
  free(a);
  REPORT_AND_RETURN(errors);
}

int test_use_device_addr(void) {
  int errors = 0;
  int arr[N];
  int *dp = NULL;
  for (int i = 0; i < N; i++) arr[i] = 2;
#pragma omp target data map(tofrom: arr)
  {
#pragma omp target data use_device_addr(arr)
    { dp = &arr[0]; }
#pragma omp target is_device_ptr(dp)
    for (int i = 0; i < N; i++) dp[i] *= 5;
  }
  for (int i = 0; i < N; i++) TEST_AND_SET_VERBOSE(errors, arr[i] != 10);
  REPORT_AND_RETURN(errors);
}

int test_target_alloc_memcpy(void) {
  int errors = 0;
  int dev = omp_get_default_device(), host = omp_get_initial_device();
  double src[N], dst[N];
  for (int i = 0; i < N; i++) { src[i] = i + 0.25; dst[i] = 0; }
  double *d1 = (double *)omp_target_alloc(N * sizeof(double), dev);
  double *d2 = (double *)omp_target_alloc(N * sizeof(double), dev);
  int rc = omp_target_memcpy(d1, src, N * sizeof(double), 0, 0, dev, host);
  TEST_AND_SET_VERBOSE(errors, rc != 0);
  rc = omp_target_memcpy(d2, d1, (N / 2) * sizeof(double), 0, (N / 2) * sizeof(double), dev, dev);
  TEST_AND_SET_VERBOSE(errors, rc != 0);
#pragma omp target is_device_ptr(d2) device(dev)
  for (int i = 0; i < N / 2; i++) d2[i] *= 2.0;
  rc = omp_target_memcpy(dst, d2, (N / 2) * sizeof(double), 0, 0, host, dev);
  for (int i = 0; i < N / 2; i++) TEST_AND_SET_VERBOSE(errors, dst[i] != 2.0 * (i + N / 2 + 0.25));
  omp_target_free(d1, dev);
  omp_target_free(d2, dev);
  REPORT_AND_RETURN(errors);
}

int test_memcpy_rect(void) {
  int errors = 0;
  int dev = omp_get_default_device(), host = omp_get_initial_device();
  int h[8][10], back[8][10];
  for (int i = 0; i < 8; i++) for (int j = 0; j < 10; j++) { h[i][j] = i * 10 + j; back[i][j] = -1; }
  int *d = (int *)omp_target_alloc(sizeof(h), dev);
  size_t vol[2] = {4, 5}, off[2] = {2, 3}, zero[2] = {0, 0}, dims[2] = {8, 10};
  int rc = omp_target_memcpy_rect(d, h, sizeof(int), 2, vol, zero, off, dims, dims, dev, host);
  TEST_AND_SET_VERBOSE(errors, rc != 0);
#pragma omp target is_device_ptr(d)
  for (int i = 0; i < 4; i++) for (int j = 0; j < 5; j++) d[i * 10 + j] += 1000;
  rc = omp_target_memcpy_rect(back, d, sizeof(int), 2, vol, off, zero, dims, dims, host, dev);
  TEST_AND_SET_VERBOSE(errors, rc != 0);
  for (int i = 0; i < 8; i++)
    for (int j = 0; j < 10; j++) {
      int in = i >= 2 && i < 6 && j >= 3 && j < 8;
      int want = in ? 1000 + (i) * 10 + j : -1;
      TEST_AND_SET_VERBOSE(errors, back[i][j] != want);
    }
  omp_target_free(d, dev);
  REPORT_AND_RETURN(errors);
}

int test_is_present_associate(void) {
  int errors = 0;
  int dev = omp_get_default_device();
  int a[N];
  for (int i = 0; i < N; i++) a[i] = i;
  TEST_AND_SET_VERBOSE(errors, omp_target_is_present(a, dev) != 0);
#pragma omp target data map(to: a)
  {
    TEST_AND_SET_VERBOSE(errors, omp_target_is_present(a, dev) == 0);
  }
  TEST_AND_SET_VERBOSE(errors, omp_target_is_present(a, dev) != 0);
  int *d = (int *)omp_target_alloc(N * sizeof(int), dev);
  int rc = omp_target_associate_ptr(a, d, N * sizeof(int), 0, dev);
  TEST_AND_SET_VERBOSE(errors, rc != 0);
  TEST_AND_SET_VERBOSE(errors, omp_target_is_present(a, dev) == 0);
#pragma omp target map(tofrom: a[0:N])
  for (int i = 0; i < N; i++) a[i] = -i;
  /* associated storage: tofrom does not transfer since present (refcount inf) */
  for (int i = 0; i < N; i++) TEST_AND_SET_VERBOSE(errors, a[i] != i);
#pragma omp target update from(a)
  for (int i = 0; i < N; i++) TEST_AND_SET_VERBOSE(errors, a[i] != -i);
  rc = omp_target_disassociate_ptr(a, dev);
  TEST_AND_SET_VERBOSE(errors, rc != 0);
  omp_target_free(d, dev);
  REPORT_AND_RETURN(errors);
}

int main(void) {
  int total = 0;
  CHECK_OFFLOADING();
  printf("offloading: %s\n", on_device ? "device" : "host");
  RUN_TEST(test_is_device_ptr);
  RUN_TEST(test_use_device_ptr);
  RUN_TEST(test_use_device_addr);
  RUN_TEST(test_target_alloc_memcpy);
  RUN_TEST(test_memcpy_rect);
  RUN_TEST(test_is_present_associate);
  FINISH("vv_devptr", total);
  return 0;
}
