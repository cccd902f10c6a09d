/* Differential program (against clang-19): device pointers, one feature
 * per test: omp_target_alloc memory used through is_device_ptr on
 * combined constructs, has_device_addr of the array a use_device_addr
 * region exposes, use_device_ptr handed to a kernel, omp_target_memcpy
 * between host and device and between two device buffers at offsets,
 * and a device pointer kept in a firstprivate struct. */
#include "hunt26_harness.h"
#define N 48

static int test_alloc_isdevptr(void) {
  int errs = 0;
  int dev = omp_get_default_device(), host = omp_get_initial_device();
  int *d = omp_target_alloc(N * sizeof(int), dev);
  int h[N];
#pragma omp target teams distribute parallel for is_device_ptr(d)
  for (int i = 0; i < N; i++) d[i] = i * 7 % 11;
  long sum = 0;
#pragma omp target teams distribute parallel for is_device_ptr(d) reduction(+: sum)
  for (int i = 0; i < N; i++) sum += d[i];
  omp_target_memcpy(h, d, N * sizeof(int), 0, 0, host, dev);
  long hs = 0;
  for (int i = 0; i < N; i++) hs += h[i];
  H26_CHECK(errs, sum == hs && h[5] == 2);
  omp_target_free(d, dev);
  H26_DONE(errs);
  return errs;
}

static int test_memcpy_offsets(void) {
  int errs = 0;
  int dev = omp_get_default_device(), host = omp_get_initial_device();
  double src[N], dst[N];
  for (int i = 0; i < N; i++) { src[i] = i + 0.25; dst[i] = -1; }
  double *a = omp_target_alloc(N * sizeof(double), dev);
  double *b = omp_target_alloc(N * sizeof(double), dev);
  omp_target_memcpy(a, src, N * sizeof(double), 0, 0, dev, host);
  omp_target_memcpy(b, a, 8 * sizeof(double), 4 * sizeof(double), 16 * sizeof(double), dev, dev);
#pragma omp target is_device_ptr(b)
  for (int i = 4; i < 12; i++) b[i] *= 2;
  omp_target_memcpy(dst, b, 8 * sizeof(double), 10 * sizeof(double), 4 * sizeof(double), host, dev);
  H26_CHECK(errs, dst[10] == 32.5 && dst[17] == 46.5 && dst[9] == -1 && dst[18] == -1);
  omp_target_free(a, dev);
  omp_target_free(b, dev);
  H26_DONE(errs);
  return errs;
}

static int test_use_device_addr(void) {
  int errs = 0;
  int arr[N];
  for (int i = 0; i < N; i++) arr[i] = i;
#pragma omp target data map(tofrom: arr)
  {
#pragma omp target data use_device_addr(arr)
    {
#pragma omp target has_device_addr(arr)
      for (int i = 0; i < N; i++) arr[i] += 100;
    }
  }
  H26_CHECK(errs, arr[0] == 100 && arr[47] == 147);
  H26_DONE(errs);
  return errs;
}

static void scale_on_device(float *dp, int n, float f) {
#pragma omp target is_device_ptr(dp) firstprivate(n, f)
  for (int i = 0; i < n; i++) dp[i] *= f;
}

static int test_use_device_ptr(void) {
  int errs = 0;
  float *x = malloc(N * sizeof(float));
  for (int i = 0; i < N; i++) x[i] = i;
#pragma omp target enter data map(to: x[0:N])
#pragma omp target data use_device_ptr(x)
  {
    scale_on_device(x, N, 2.0f);
    scale_on_device(x + 10, 5, -1.0f);
  }
#pragma omp target exit data map(from: x[0:N])
  H26_CHECK(errs, x[3] == 6.0f && x[12] == -24.0f && x[15] == 30.0f);
  free(x);
  H26_DONE(errs);
  return errs;
}

typedef struct { int *buf; int len; } dview;

static int test_struct_devptr(void) {
  int errs = 0;
  int dev = omp_get_default_device();
  dview v;
  v.len = 16;
  v.buf = omp_target_alloc(v.len * sizeof(int), dev);
  int total = 0;
#pragma omp target firstprivate(v) map(from: total)
  {
    for (int i = 0; i < v.len; i++) v.buf[i] = i * i;
    total = 0;
    for (int i = 0; i < v.len; i++) total += v.buf[i];
  }
  H26_CHECK(errs, total == 1240);
  omp_target_free(v.buf, dev);
  H26_DONE(errs);
  return errs;
}

int main(void) {
  int errs = 0;
  printf("offloading %d\n", h26_offloading());
  errs += test_alloc_isdevptr();
  errs += test_memcpy_offsets();
  errs += test_use_device_addr();
  errs += test_use_device_ptr();
  errs += test_struct_devptr();
  printf("total %d\n", errs);
  return errs != 0;
}
