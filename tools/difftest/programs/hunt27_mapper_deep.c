/* Mappers in block scope, mappers over nested members with sections,
 * mapper motion of struct array sections, and the device memory
 * routines of OpenMP 5.1 (omp_get_mapped_ptr, omp_target_memcpy_async,
 * omp_target_is_accessible). */
#include "hunt27_harness.h"
#define N 6

typedef struct { int n; double *p; } inner_t;
typedef struct { int id; inner_t in; } outer_t;

static int test_block_mapper(void) {
  int errs = 0;
#pragma omp declare mapper(deep: outer_t o) map(o.id, o.in.n, o.in.p[0:o.in.n])
  static outer_t os[3];
  for (int k = 0; k < 3; k++) {
    os[k].id = k; os[k].in.n = N;
    os[k].in.p = malloc(N * sizeof(double));
    for (int i = 0; i < N; i++) os[k].in.p[i] = k * 10 + i;
  }
#pragma omp target enter data map(mapper(deep), to: os[0:3])
#pragma omp target
  for (int k = 0; k < 3; k++)
    for (int i = 0; i < os[k].in.n; i++) os[k].in.p[i] += os[k].id * 1000;
#pragma omp target update from(mapper(deep): os[1:2])
  H27_CHECK(errs, os[1].in.p[0] == 1010.0 && os[2].in.p[5] == 2025.0 && os[0].in.p[1] == 1.0);
#pragma omp target exit data map(mapper(deep), release: os[0:3])
  for (int k = 0; k < 3; k++) free(os[k].in.p);
  H27_DONE(errs);
  return errs;
}

static int test_mapped_ptr(void) {
  int errs = 0;
  int dev = omp_get_default_device();
  int a[N] = {1, 2, 3, 4, 5, 6};
  if (omp_get_num_devices() == 0) { H27_DONE(errs); return errs; }
#pragma omp target enter data map(to: a)
  int *da = omp_get_mapped_ptr(a, dev);
  H27_CHECK(errs, da != NULL);
  int *none = omp_get_mapped_ptr(&errs, dev);
  H27_CHECK(errs, none == NULL);
#pragma omp target is_device_ptr(da)
  for (int i = 0; i < N; i++) da[i] *= 5;
#pragma omp target exit data map(from: a)
  H27_CHECK(errs, a[0] == 5 && a[5] == 30);
  H27_DONE(errs);
  return errs;
}

static int test_memcpy_async(void) {
  int errs = 0;
  int dev = omp_get_default_device(), host = omp_get_initial_device();
  double h[N], back[N];
  for (int i = 0; i < N; i++) { h[i] = i + 0.5; back[i] = 0; }
  double *d = omp_target_alloc(N * sizeof(double), dev);
  omp_target_memcpy_async(d, h, N * sizeof(double), 0, 0, dev, host, 0, NULL);
#pragma omp taskwait
#pragma omp target is_device_ptr(d)
  for (int i = 0; i < N; i++) d[i] *= 2;
  omp_target_memcpy_async(back, d, 3 * sizeof(double), sizeof(double), 2 * sizeof(double), host, dev, 0, NULL);
#pragma omp taskwait
  H27_CHECK(errs, back[0] == 0.0 && back[1] == 5.0 && back[3] == 9.0 && back[4] == 0.0);
  omp_target_free(d, dev);
  H27_DONE(errs);
  return errs;
}

int main(void) {
  int errs = 0;
  errs += test_block_mapper();
  errs += test_mapped_ptr();
  errs += test_memcpy_async();
  printf("%s\n", errs ? "FAIL" : "PASS");
  return 0;
}
