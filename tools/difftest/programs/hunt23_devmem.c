/* Differential program (against clang-19): omp_target_alloc, is_device_ptr, omp_target_memcpy_rect, declare target link, omp_get_device_num. */
#include "hunt23_harness.h"
#include <string.h>

#define ROWS 6
#define COLS 5
int big[64];
#pragma omp declare target link(big)
double scale = 2.5;
#pragma omp declare target to(scale)

static int test_alloc_rect(void) {
  int err = 0;
  int dev = omp_get_default_device();
  int host = omp_get_initial_device();
  double h[ROWS][COLS], back[ROWS][COLS];
  for (int i = 0; i < ROWS; i++) for (int j = 0; j < COLS; j++) { h[i][j] = i * 100 + j; back[i][j] = 0; }
  double *d = (double *)omp_target_alloc(sizeof(double) * ROWS * COLS, dev);
  OMPVV_TEST_AND_SET(err, d == NULL);
  size_t vol[2] = {3, 2}, doff[2] = {1, 2}, soff[2] = {2, 1}, ddims[2] = {ROWS, COLS}, sdims[2] = {ROWS, COLS};
  int rc = omp_target_memcpy(d, h, sizeof(h), 0, 0, dev, host);
  OMPVV_TEST_AND_SET(err, rc != 0);
  rc = omp_target_memcpy_rect(d, h, sizeof(double), 2, vol, doff, soff, ddims, sdims, dev, host);
  OMPVV_TEST_AND_SET(err, rc != 0);
#pragma omp target is_device_ptr(d)
  for (int k = 0; k < ROWS * COLS; k++) d[k] += 0.5;
  size_t all[2] = {ROWS, COLS}, z[2] = {0, 0};
  rc = omp_target_memcpy_rect(back, d, sizeof(double), 2, all, z, z, sdims, ddims, host, dev);
  OMPVV_TEST_AND_SET(err, rc != 0);
  for (int i = 0; i < ROWS; i++) { for (int j = 0; j < COLS; j++) printf("%g ", back[i][j]); printf("\n"); }
  /* query form */
  int dims_max = omp_target_memcpy_rect(NULL, NULL, 0, 0, NULL, NULL, NULL, NULL, NULL, dev, host);
  printf("max dims positive: %d\n", dims_max > 0);
  int *p = (int *)omp_target_alloc(4 * sizeof(int), dev);
#pragma omp target teams distribute parallel for is_device_ptr(p) num_teams(2)
  for (int i = 0; i < 4; i++) p[i] = i * 7;
  int hp[4];
  omp_target_memcpy(hp, p, sizeof(hp), 0, 0, host, dev);
  printf("p: %d %d %d %d\n", hp[0], hp[1], hp[2], hp[3]);
  omp_target_free(p, dev);
  omp_target_free(d, dev);
  OMPVV_REPORT(err);
  return err;
}

static int test_link(void) {
  int err = 0;
  for (int i = 0; i < 64; i++) big[i] = i;
#pragma omp target map(tofrom: big[0:32])
  for (int i = 0; i < 32; i++) big[i] = big[i] * 3 + (int)scale;
  int s = 0;
  for (int i = 0; i < 64; i++) s += big[i];
  printf("link sum %d\n", s);
  scale = 4.0;
#pragma omp target update to(scale)
#pragma omp target enter data map(to: big)
#pragma omp target
  for (int i = 0; i < 64; i++) big[i] += (int)scale;
#pragma omp target exit data map(from: big)
  s = 0;
  for (int i = 0; i < 64; i++) s += big[i];
  printf("link sum2 %d\n", s);
  OMPVV_REPORT(err);
  return err;
}

static int test_devnum(void) {
  int err = 0;
  int dn = -1, ini = -1, nd = -1;
#pragma omp target map(from: dn, ini, nd)
  {
    dn = omp_get_device_num();
    ini = omp_is_initial_device();
    nd = omp_get_num_devices();
  }
  printf("host device num is initial %d ini=%d nd=%d\n", omp_get_device_num() == omp_get_initial_device(), ini, nd);
  (void)dn;
  OMPVV_REPORT(err);
  return err;
}

int main(void) {
  int errs = 0;
  errs += test_alloc_rect();
  errs += test_link();
  errs += test_devnum();
  printf("errors %d\n", errs);
  return errs;
}
