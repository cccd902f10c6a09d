/* Device pointers: omp_target_alloc with is_device_ptr, has_device_addr,
 * use_device_ptr/use_device_addr, omp_target_memcpy, omp_target_memcpy_rect
 * of 2-D blocks, omp_target_associate_ptr with an offset. */
#include "hunt27_harness.h"
#define N 12
#define R 4
#define C 6

static int test_alloc_memcpy(void) {
  int errs = 0;
  int dev = omp_get_default_device(), host = omp_get_initial_device();
  double h[N];
  for (int i = 0; i < N; i++) h[i] = i;
  double *d = omp_target_alloc(N * sizeof(double), dev);
  omp_target_memcpy(d, h, N * sizeof(double), 0, 0, dev, host);
#pragma omp target is_device_ptr(d)
  for (int i = 0; i < N; i++) d[i] = d[i] * d[i];
  double back[N] = {0};
  omp_target_memcpy(back, d, 4 * sizeof(double), 2 * sizeof(double), 8 * sizeof(double), host, dev);
  H27_CHECK(errs, back[2] == 64.0 && back[5] == 121.0 && back[1] == 0.0 && back[6] == 0.0);
  omp_target_free(d, dev);
  H27_DONE(errs);
  return errs;
}

static int test_memcpy_rect(void) {
  int errs = 0;
  int dev = omp_get_default_device(), host = omp_get_initial_device();
  int hsrc[R][C], hdst[R][C];
  for (int i = 0; i < R; i++) for (int j = 0; j < C; j++) { hsrc[i][j] = i * C + j; hdst[i][j] = -1; }
  int *d = omp_target_alloc(sizeof hsrc, dev);
  size_t vol[2] = {R, C}, zero[2] = {0, 0}, dims[2] = {R, C};
  omp_target_memcpy_rect(d, hsrc, sizeof(int), 2, vol, zero, zero, dims, dims, dev, host);
#pragma omp target is_device_ptr(d)
  for (int i = 0; i < R * C; i++) d[i] += 100;
  size_t vol2[2] = {2, 3}, doff[2] = {1, 2}, soff[2] = {2, 1};
  omp_target_memcpy_rect(hdst, d, sizeof(int), 2, vol2, doff, soff, dims, dims, host, dev);
  H27_CHECK(errs, hdst[1][2] == 113 && hdst[1][4] == 115 && hdst[2][2] == 119 && hdst[2][4] == 121);
  H27_CHECK(errs, hdst[0][0] == -1 && hdst[1][1] == -1 && hdst[3][5] == -1 && hdst[2][5] == -1);
  omp_target_free(d, dev);
  H27_DONE(errs);
  return errs;
}

static int test_associate(void) {
  int errs = 0;
  int dev = omp_get_default_device();
  if (omp_get_num_devices() == 0) { H27_DONE(errs); return errs; }
  int h[N];
  for (int i = 0; i < N; i++) h[i] = i;
  int *d = omp_target_alloc(2 * N * sizeof(int), dev);
  /* h[4..11] is associated with d[N..N+7]. */
  omp_target_associate_ptr(&h[4], d, (N - 4) * sizeof(int), N * sizeof(int), dev);
#pragma omp target update to(h[4:N-4])
#pragma omp target map(tofrom: h[4:N-4])
  for (int i = 4; i < N; i++) h[i] = -h[i];
  H27_CHECK(errs, h[4] == 4);
#pragma omp target update from(h[4:N-4])
  H27_CHECK(errs, h[4] == -4 && h[11] == -11 && h[3] == 3);
  int peek = 0;
#pragma omp target is_device_ptr(d) map(from: peek)
  peek = d[N + 7];
  H27_CHECK(errs, peek == -11);
  omp_target_disassociate_ptr(&h[4], dev);
  omp_target_free(d, dev);
  H27_DONE(errs);
  return errs;
}

static void scale_on_device(double *dp, int n, double f) {
#pragma omp target is_device_ptr(dp)
  for (int i = 0; i < n; i++) dp[i] *= f;
}

static int test_use_device(void) {
  int errs = 0;
  double a[N];
  double *p = a;
  for (int i = 0; i < N; i++) a[i] = 1;
#pragma omp target data map(tofrom: a)
  {
#pragma omp target data use_device_ptr(p)
    scale_on_device(p, N, 3);
#pragma omp target data use_device_addr(a)
    {
#pragma omp target has_device_addr(a)
      for (int i = 0; i < N; i++) a[i] += 1;
    }
  }
  H27_CHECK(errs, a[0] == 4.0 && a[11] == 4.0);
  struct { int n; double *buf; } s = {N, malloc(N * sizeof(double))};
  for (int i = 0; i < N; i++) s.buf[i] = i;
#pragma omp target enter data map(to: s.buf[0:N])
  double *sb = s.buf;
#pragma omp target data use_device_addr(sb[0:N])
  {
    double *db = sb;
#pragma omp target is_device_ptr(db) firstprivate(s)
    for (int i = 0; i < s.n; i++) db[i] += 0.25;
  }
#pragma omp target exit data map(from: s.buf[0:N])
  H27_CHECK(errs, s.buf[0] == 0.25 && s.buf[11] == 11.25);
  free(s.buf);
  H27_DONE(errs);
  return errs;
}

int main(void) {
  int errs = 0;
  errs += test_alloc_memcpy();
  errs += test_memcpy_rect();
  errs += test_associate();
  errs += test_use_device();
  printf("%s\n", errs ? "FAIL" : "PASS");
  return 0;
}
