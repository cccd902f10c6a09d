/* Written by hand for tools/difftest -file (docs/difftest.md): use_device_addr / has_device_addr / is_device_ptr with 2-D arrays and pointers to rows */
#include <stdio.h>
#include <stdlib.h>
#include <omp.h>
#define R 4
#define C 3
double g[R][C];
int main(void) {
  for (int i = 0; i < R; i++) for (int j = 0; j < C; j++) g[i][j] = i * C + j;
  #pragma omp target data map(tofrom: g)
  {
    #pragma omp target data use_device_addr(g)
    {
      #pragma omp target has_device_addr(g)
      for (int i = 0; i < R; i++) g[i][0] = -g[i][0];
    }
    #pragma omp target data use_device_addr(g[1:2][0:C])
    {
      #pragma omp target has_device_addr(g[1:2][0:C])
      for (int i = 1; i < 3; i++) g[i][2] = 100 + i;
    }
  }
  for (int i = 0; i < R; i++) printf("%g %g %g | ", g[i][0], g[i][1], g[i][2]);
  printf("\n");
  double (*p)[C] = malloc(sizeof(double[R][C]));
  for (int i = 0; i < R; i++) for (int j = 0; j < C; j++) p[i][j] = i + j;
  #pragma omp target data map(tofrom: p[0:R][0:C])
  {
    #pragma omp target data use_device_ptr(p)
    {
      #pragma omp target is_device_ptr(p)
      for (int i = 0; i < R; i++) p[i][1] *= 10;
      double (*q)[C] = p + 1;
      #pragma omp target is_device_ptr(q)
      q[0][0] = 77;
    }
  }
  for (int i = 0; i < R; i++) printf("%g %g %g | ", p[i][0], p[i][1], p[i][2]);
  printf("\n");
  int dev = omp_get_default_device();
  double (*d)[C] = omp_target_alloc(sizeof(double[R][C]), dev);
  #pragma omp target is_device_ptr(d)
  for (int i = 0; i < R; i++) for (int j = 0; j < C; j++) d[i][j] = i * j;
  omp_target_memcpy(p, d, sizeof(double[R][C]), 0, 0, omp_get_initial_device(), dev);
  for (int i = 0; i < R; i++) printf("%g %g %g | ", p[i][0], p[i][1], p[i][2]);
  printf("\n");
  omp_target_free(d, dev);
  free(p);
  return 0;
}
