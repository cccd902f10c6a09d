/* Written by hand for tools/difftest -file (docs/difftest.md): omp_target_is_present and omp_get_mapped_ptr of a declare target array before and after the first region, and omp_target_memcpy into its device copy. */
#include <omp.h>
#include <stdio.h>
int gv[4] = {1, 2, 3, 4};
#pragma omp declare target to(gv)
int main(void) {
  int dev = omp_get_default_device(), host = omp_get_initial_device();
  printf("before any region: present %d mapped %d\n", omp_target_is_present(gv, dev), omp_get_mapped_ptr(gv, dev) != NULL);
  int r = 0;
#pragma omp target map(from: r)
  r = gv[0];
  printf("r=%d present %d mapped %d\n", r, omp_target_is_present(gv, dev), omp_get_mapped_ptr(gv, dev) != NULL);
  int *dg = omp_get_mapped_ptr(gv, dev);
  if (dg) {
    int src[2] = {40, 50};
    omp_target_memcpy(dg, src, sizeof src, 2 * sizeof(int), 0, dev, host);
  }
#pragma omp target update from(gv)
  printf("gv %d %d %d %d\n", gv[0], gv[1], gv[2], gv[3]);
  return 0;
}
