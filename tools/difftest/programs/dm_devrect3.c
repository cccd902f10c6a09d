/* Written by hand for tools/difftest -file (docs/difftest.md): 3-D omp_target_memcpy_rect, device-to-device memcpy, omp_target_memset. */
#include <stdio.h>
#include <stdlib.h>
#include <omp.h>
int main(void) {
  int dev = omp_get_default_device(), host = omp_get_initial_device();
  enum { X = 4, Y = 5, Z = 6 };
  double h[X][Y][Z], o[X][Y][Z];
  for (int i = 0; i < X; i++) for (int j = 0; j < Y; j++) for (int k = 0; k < Z; k++) { h[i][j][k] = i * 100 + j * 10 + k; o[i][j][k] = 0; }
  double *d = omp_target_alloc(sizeof(h), dev);
  size_t vol[3] = {X, Y, Z}, z[3] = {0, 0, 0}, dims[3] = {X, Y, Z};
  omp_target_memcpy_rect(d, h, sizeof(double), 3, vol, z, z, dims, dims, dev, host);
  #pragma omp target teams distribute parallel for is_device_ptr(d)
  for (int i = 0; i < X * Y * Z; i++) d[i] += 0.5;
  size_t v2[3] = {2, 2, 3}, so[3] = {1, 2, 3}, dof[3] = {0, 1, 1};
  omp_target_memcpy_rect(o, d, sizeof(double), 3, v2, dof, so, dims, dims, host, dev);
  for (int i = 0; i < 2; i++) for (int j = 0; j < 4; j++) { for (int k = 0; k < Z; k++) printf("%g ", o[i][j][k]); printf("| "); }
  printf("\n");
  double *d2 = omp_target_alloc(sizeof(h), dev);
  omp_target_memcpy(d2, d, sizeof(h), 0, 0, dev, dev);
  double s = 0;
  #pragma omp target teams distribute parallel for is_device_ptr(d2) reduction(+: s)
  for (int i = 0; i < X * Y * Z; i++) s += d2[i];
  printf("s=%g\n", s);
  omp_target_memset(d2, 0, sizeof(h), dev);
  double m = 1;
  #pragma omp target is_device_ptr(d2) map(tofrom: m)
  for (int i = 0; i < X * Y * Z; i++) m += d2[i];
  printf("m=%g\n", m);
  omp_target_free(d, dev); omp_target_free(d2, dev);
  return 0;
}
