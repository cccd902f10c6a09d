/* Written by hand for tools/difftest -file (docs/difftest.md): device memory routines: omp_target_alloc, memcpy with offsets, associate_ptr, get_mapped_ptr, disassociate_ptr, memcpy_rect, is_device_ptr, has_device_addr of an array from use_device_addr, use_device_ptr then pointer arithmetic. */
#include <omp.h>
#include <stdio.h>
#include <stdlib.h>
#define N 8
int main(void) {
  int dev = omp_get_default_device(), host = omp_get_initial_device();
  double h[N], out[N];
  for (int i = 0; i < N; i++) h[i] = i + 0.5;
  /* alloc + memcpy + is_device_ptr */
  double *d = omp_target_alloc(N * sizeof(double), dev);
  omp_target_memcpy(d, h, N * sizeof(double), 0, 0, dev, host);
#pragma omp target is_device_ptr(d)
  for (int i = 0; i < N; i++) d[i] *= 2;
  omp_target_memcpy(out, d, 3 * sizeof(double), 0, 2 * sizeof(double), host, dev);
  printf("out:"); for (int i = 0; i < 3; i++) printf(" %g", out[i]); printf("\n");
  /* associate_ptr with an offset: h[2..5] is associated with d[0..3] */
  int rc = omp_target_associate_ptr(h, d, 4 * sizeof(double), 0, dev);
  printf("assoc rc=%d present h=%d h+2=%d h+5=%d\n", rc, omp_target_is_present(h, dev), omp_target_is_present(h + 2, dev), omp_target_is_present(h + 5, dev));
  printf("mapped ptr ok %d %d\n", omp_get_mapped_ptr(h, dev) == d, omp_get_mapped_ptr(h + 1, dev) == d + 1);
  /* associated: map(to:) moves nothing, update moves */
#pragma omp target map(tofrom: h[0:4])
  for (int i = 0; i < 4; i++) h[i] += 100;
  printf("h after region:"); for (int i = 0; i < N; i++) printf(" %g", h[i]); printf("\n");
#pragma omp target update from(h[0:4])
  printf("h after update:"); for (int i = 0; i < N; i++) printf(" %g", h[i]); printf("\n");
  rc = omp_target_disassociate_ptr(h, dev);
  printf("disassoc rc=%d present %d\n", rc, omp_target_is_present(h, dev));
  /* has_device_addr of an array from use_device_addr */
  int arr[N];
  for (int i = 0; i < N; i++) arr[i] = i;
#pragma omp target data map(tofrom: arr)
  {
#pragma omp target data use_device_addr(arr)
    {
#pragma omp target has_device_addr(arr)
      for (int i = 0; i < N; i++) arr[i] = arr[i] * 3 + 1;
    }
  }
  printf("arr:"); for (int i = 0; i < N; i++) printf(" %d", arr[i]); printf("\n");
  /* use_device_ptr into is_device_ptr, pointer arithmetic on the device pointer */
  int *p = malloc(N * sizeof(int));
  for (int i = 0; i < N; i++) p[i] = -i;
#pragma omp target data map(tofrom: p[0:N])
  {
#pragma omp target data use_device_ptr(p)
    {
      int *q = p + 2;
#pragma omp target is_device_ptr(q)
      for (int i = 0; i < 3; i++) q[i] = 50 + i;
    }
  }
  printf("p:"); for (int i = 0; i < N; i++) printf(" %d", p[i]); printf("\n");
  /* omp_get_mapped_ptr on a mapped section, then memcpy into it */
#pragma omp target enter data map(to: p[0:N])
  int *dp = omp_get_mapped_ptr(p, dev);
  printf("mapped null %d, unmapped null %d\n", dp == NULL, omp_get_mapped_ptr(arr, dev) == NULL);
  int src[2] = {7, 8};
  omp_target_memcpy(dp, src, sizeof src, 4 * sizeof(int), 0, dev, host);
#pragma omp target exit data map(from: p[0:N])
  printf("p:"); for (int i = 0; i < N; i++) printf(" %d", p[i]); printf("\n");
  /* memcpy_rect on a 2-D block */
  int A[4][5], B[4][5];
  for (int i = 0; i < 4; i++) for (int j = 0; j < 5; j++) { A[i][j] = 10 * i + j; B[i][j] = 0; }
  int *dA = omp_target_alloc(sizeof A, dev);
  size_t vol[2] = {2, 3}, doff[2] = {1, 1}, soff[2] = {2, 2}, ddim[2] = {4, 5}, sdim[2] = {4, 5};
  omp_target_memcpy(dA, B, sizeof B, 0, 0, dev, host);
  omp_target_memcpy_rect(dA, A, sizeof(int), 2, vol, doff, soff, ddim, sdim, dev, host);
#pragma omp target is_device_ptr(dA)
  for (int i = 0; i < 20; i++) dA[i] += 1;
  omp_target_memcpy(B, dA, sizeof B, 0, 0, host, dev);
  for (int i = 0; i < 4; i++) { for (int j = 0; j < 5; j++) printf(" %d", B[i][j]); printf("\n"); }
  omp_target_free(dA, dev);
  omp_target_free(d, dev);
  free(p);
  return 0;
}
