/* Written by hand for tools/difftest -file (docs/difftest.md): device pointers: is_device_ptr at an offset into omp_target_alloc memory (firstprivate, so the host pointer keeps its value), use_device_ptr on the construct that maps the data, use_device_addr of a scalar and an array, has_device_addr under use_device_addr, omp_get_mapped_ptr, omp_target_associate_ptr with a device offset (no copy at map entry or exit), 3-D omp_target_memcpy_rect with offsets, is_device_ptr with reductions on combined constructs. */
#include <stdio.h>
#include <stdlib.h>
#include <omp.h>
#define N 32
int errs = 0;
#define CK(c) do { if (!(c)) { errs++; printf("fail line %d: %s\n", __LINE__, #c); } } while (0)

void t_offset_isdevptr(void) {
  int dev = omp_get_default_device(), host = omp_get_initial_device();
  int *base = (int *)omp_target_alloc(N * sizeof(int), dev);
  int *d = base + 4;
  int h[N];
#pragma omp target is_device_ptr(d, base)
  {
    for (int i = -4; i < N - 4; i++) d[i] = i * 2;
    d++; /* firstprivate: host d unchanged */
    d[0] += 1000;
  }
  CK(d == base + 4);
  omp_target_memcpy(h, base, N * sizeof(int), 0, 0, host, dev);
  for (int i = 0; i < N; i++) CK(h[i] == (i - 4) * 2 + (i == 5 ? 1000 : 0));
  printf("offset is_device_ptr h[5]=%d\n", h[5]);
  omp_target_free(base, dev);
}

void t_same_construct(void) {
  int *p = (int *)malloc(N * sizeof(int));
  int *q = NULL;
  for (int i = 0; i < N; i++) p[i] = i;
#pragma omp target data map(tofrom: p[0:N]) use_device_ptr(p)
  {
    q = p;
#pragma omp target is_device_ptr(q)
    for (int i = 0; i < N; i++) q[i] += 7;
  }
  for (int i = 0; i < N; i++) CK(p[i] == i + 7);
  printf("same construct p[3]=%d\n", p[3]);
  free(p);
}

void t_scalar_addr(void) {
  int x = 3;
  double arr[N];
  for (int i = 0; i < N; i++) arr[i] = i;
#pragma omp target data map(tofrom: x, arr)
  {
#pragma omp target data use_device_addr(x, arr)
    {
      int *dx = &x;
      double *da = arr;
#pragma omp target is_device_ptr(dx, da)
      {
        *dx = *dx * 10 + 1;
        for (int i = 0; i < N; i++) da[i] = da[i] * 2 + 1;
      }
    }
    CK(x == 3); /* not copied back yet */
  }
  CK(x == 31);
  for (int i = 0; i < N; i++) CK(arr[i] == 2 * i + 1);
  printf("scalar addr x=%d arr[5]=%g\n", x, arr[5]);
}

void t_has_device_addr(void) {
  int a[N];
  for (int i = 0; i < N; i++) a[i] = i;
#pragma omp target data map(tofrom: a) use_device_addr(a)
  {
#pragma omp target has_device_addr(a)
    for (int i = 0; i < N; i++) a[i] = a[i] * 3;
  }
  for (int i = 0; i < N; i++) CK(a[i] == 3 * i);
  printf("has_device_addr a[4]=%d\n", a[4]);
}

void t_mapped_ptr(void) {
  int dev = omp_get_default_device();
  int a[N];
  for (int i = 0; i < N; i++) a[i] = 1;
#pragma omp target enter data map(to: a)
  int *da = (int *)omp_get_mapped_ptr(a, dev);
  CK(da != NULL);
#pragma omp target is_device_ptr(da)
  for (int i = 0; i < N; i++) da[i] = i * i;
  CK(a[3] == 1);
#pragma omp target update from(a[2:3])
  CK(a[1] == 1 && a[2] == 4 && a[3] == 9 && a[4] == 16 && a[5] == 1);
#pragma omp target exit data map(release: a)
  CK(omp_get_mapped_ptr(a, dev) == NULL);
  CK(omp_target_is_present(a, dev) == 0);
  printf("mapped ptr a[4]=%d a[5]=%d\n", a[4], a[5]);
}

void t_associate(void) {
  int dev = omp_get_default_device(), host = omp_get_initial_device();
  int h[N];
  for (int i = 0; i < N; i++) h[i] = i;
  char *blk = (char *)omp_target_alloc(N * sizeof(int) + 64, dev);
  int rc = omp_target_associate_ptr(h, blk, N * sizeof(int), 64, dev);
  CK(rc == 0);
  CK(omp_target_is_present(h, dev));
  omp_target_memcpy(blk, h, N * sizeof(int), 64, 0, dev, host);
#pragma omp target map(tofrom: h[0:N])
  for (int i = 0; i < N; i++) h[i] += 100;
  CK(h[0] == 0); /* associated: no copy back */
#pragma omp target update from(h)
  CK(h[0] == 100 && h[N - 1] == N - 1 + 100);
  for (int i = 0; i < N; i++) h[i] = -1;
#pragma omp target map(to: h)
  for (int i = 0; i < N; i++) h[i] += 1;
#pragma omp target update from(h[0:4])
  CK(h[0] == 101 && h[4] == -1);
  rc = omp_target_disassociate_ptr(h, dev);
  CK(rc == 0);
  CK(!omp_target_is_present(h, dev));
  int first;
  omp_target_memcpy(&first, blk, sizeof(int), 0, 64, host, dev);
  CK(first == 101);
  omp_target_free(blk, dev);
  printf("associate h[0]=%d first=%d\n", h[0], first);
}

void t_rect(void) {
  int dev = omp_get_default_device(), host = omp_get_initial_device();
  double src[4][5][6], dst[3][4][5];
  for (int i = 0; i < 4; i++) for (int j = 0; j < 5; j++) for (int k = 0; k < 6; k++) src[i][j][k] = i * 100 + j * 10 + k;
  for (int i = 0; i < 3; i++) for (int j = 0; j < 4; j++) for (int k = 0; k < 5; k++) dst[i][j][k] = -1;
  double *d = (double *)omp_target_alloc(sizeof(dst), dev);
  size_t vol[3] = {2, 3, 4}, doff[3] = {1, 0, 1}, soff[3] = {2, 1, 0};
  size_t ddim[3] = {3, 4, 5}, sdim[3] = {4, 5, 6};
#pragma omp target is_device_ptr(d)
  for (int i = 0; i < 60; i++) d[i] = -2;
  int rc = omp_target_memcpy_rect(d, src, sizeof(double), 3, vol, doff, soff, ddim, sdim, dev, host);
  CK(rc == 0);
#pragma omp target is_device_ptr(d)
  for (int i = 0; i < 60; i++) d[i] = d[i] + 0.5;
  omp_target_memcpy(dst, d, sizeof(dst), 0, 0, host, dev);
  int bad = 0;
  for (int i = 0; i < 3; i++) for (int j = 0; j < 4; j++) for (int k = 0; k < 5; k++) {
    double e = -1.5;
    if (i >= 1 && i < 3 && j < 3 && k >= 1 && k < 5) e = src[i - 1 + 2][j + 1][k - 1] + 0.5;
    if (dst[i][j][k] != e) bad++;
  }
  CK(bad == 0);
  printf("rect dst[1][0][1]=%g bad=%d\n", dst[1][0][1], bad);
  omp_target_free(d, dev);
}

void t_devptr_in_data(void) {
  int dev = omp_get_default_device();
  int *d = (int *)omp_target_alloc(N * sizeof(int), dev);
  int s = 0;
  /* is_device_ptr together with a map and a reduction on a combined construct */
#pragma omp target teams distribute parallel for is_device_ptr(d) reduction(+: s) map(tofrom: s)
  for (int i = 0; i < N; i++) { d[i] = i; s += i; }
  int t = 0;
#pragma omp target teams distribute parallel for is_device_ptr(d) reduction(+: t)
  for (int i = 0; i < N; i++) t += d[i] * 2;
  CK(s == N * (N - 1) / 2 && t == N * (N - 1));
  printf("devptr combined s=%d t=%d\n", s, t);
  omp_target_free(d, dev);
}

int main(void) {
  t_offset_isdevptr();
  t_same_construct();
  t_scalar_addr();
  t_has_device_addr();
  t_mapped_ptr();
  t_associate();
  t_rect();
  t_devptr_in_data();
  printf("errors %d\n%s dm_devptr_forms\n", errs, errs ? "FAIL" : "PASS");
  return 0;
}
