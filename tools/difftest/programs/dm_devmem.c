/* Written by hand for tools/difftest -file (docs/difftest.md): omp_target_alloc, omp_target_memcpy(_rect), is_device_ptr, omp_target_associate_ptr. */
#include <stdio.h>
#include <stdlib.h>
#include <omp.h>
#define N 64
int main(void) {
  int dev = omp_get_default_device(), host = omp_get_initial_device();
  double *h = malloc(N * sizeof(double));
  for (int i = 0; i < N; i++) h[i] = i;
  double *d = omp_target_alloc(N * sizeof(double), dev);
  omp_target_memcpy(d, h, N * sizeof(double), 0, 0, dev, host);
  #pragma omp target is_device_ptr(d)
  for (int i = 0; i < N; i++) d[i] = d[i] * 3 + 1;
  omp_target_memcpy(h, d, 8 * sizeof(double), 0, 16 * sizeof(double), host, dev);
  printf("h[0..2]=%g %g %g h[8]=%g\n", h[0], h[1], h[2], h[8]);
  /* memcpy_rect: 4x5 sub-block of a 8x8 matrix */
  int m[8][8], out[8][8];
  for (int i = 0; i < 8; i++) for (int j = 0; j < 8; j++) { m[i][j] = i * 8 + j; out[i][j] = -1; }
  int *dm = omp_target_alloc(sizeof(m), dev);
  size_t vol[2] = {8, 8}, zero[2] = {0, 0}, dst_off[2] = {1, 2}, src_off[2] = {3, 1}, dims[2] = {8, 8};
  omp_target_memcpy_rect(dm, m, sizeof(int), 2, vol, zero, zero, dims, dims, dev, host);
  #pragma omp target is_device_ptr(dm)
  for (int i = 0; i < 64; i++) dm[i] = -dm[i];
  size_t v2[2] = {4, 5};
  omp_target_memcpy_rect(out, dm, sizeof(int), 2, v2, dst_off, src_off, dims, dims, host, dev);
  for (int i = 0; i < 6; i++) { for (int j = 0; j < 8; j++) printf("%d ", out[i][j]); printf("\n"); }
  /* has_device_addr with associated pointer */
  double *h2 = malloc(N * sizeof(double));
  for (int i = 0; i < N; i++) h2[i] = 1;
  omp_target_associate_ptr(h2, d, N * sizeof(double), 0, dev);
  printf("present=%d\n", omp_target_is_present(h2, dev));
  #pragma omp target map(tofrom: h2[0:N])
  for (int i = 0; i < N; i++) h2[i] += 0.5;
  printf("h2[1]=%g (no copy since associated)\n", h2[1]);
  #pragma omp target update from(h2[0:4])
  printf("h2[1]=%g after update\n", h2[1]);
  omp_target_disassociate_ptr(h2, dev);
  omp_target_free(d, dev);
  omp_target_free(dm, dev);
  free(h); free(h2);
  return 0;
}
