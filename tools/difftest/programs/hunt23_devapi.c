/* Differential program (against clang-19): omp_target_associate_ptr, omp_get_mapped_ptr, target in_reduction, defaultmap(none), async memcpy with a depobj, if modifiers. */
#include "hunt23_harness.h"
#include <string.h>
#define N 32

static int test_associate(void) {
  int err = 0;
  int dev = omp_get_default_device(), host = omp_get_initial_device();
  int h[N];
  for (int i = 0; i < N; i++) h[i] = i;
  int *d = (int *)omp_target_alloc(sizeof(int) * N, dev);
  omp_target_memcpy(d, h, sizeof(h), 0, 0, dev, host);
  int rc = omp_target_associate_ptr(h, d, sizeof(h), 0, dev);
  OMPVV_TEST_AND_SET(err, rc != 0);
  printf("present after associate: %d\n", omp_target_is_present(h, dev));
  void *mp = omp_get_mapped_ptr(h, dev);
  printf("mapped ptr equals device alloc: %d\n", mp == (void *)d);
  printf("mapped ptr of initial device: %d\n", omp_get_mapped_ptr(h, host) == (void *)h);
#pragma omp target map(tofrom: h)
  for (int i = 0; i < N; i++) h[i] *= 3;
  printf("h[5] host after target (no copy back, associated): %d\n", h[5]);
#pragma omp target update from(h[0:N])
  printf("h[5] after update: %d\n", h[5]);
  rc = omp_target_disassociate_ptr(h, dev);
  OMPVV_TEST_AND_SET(err, rc != 0);
  printf("present after disassociate: %d\n", omp_target_is_present(h, dev));
  int probe[N];
  omp_target_memcpy(probe, d, sizeof(probe), 0, 0, host, dev);
  printf("device copy probe[5] = %d\n", probe[5]);
  omp_target_free(d, dev);
  OMPVV_REPORT(err);
  return err;
}

static int test_in_reduction(void) {
  int err = 0;
  int sum = 0;
#pragma omp parallel num_threads(2)
#pragma omp single
  {
#pragma omp taskgroup task_reduction(+: sum)
    {
      for (int t = 0; t < 4; t++) {
#pragma omp target in_reduction(+: sum) firstprivate(t)
        { sum += t * 10; }
      }
#pragma omp task in_reduction(+: sum)
      sum += 1;
    }
  }
  printf("in_reduction sum=%d\n", sum);
  OMPVV_TEST_AND_SET(err, sum != 61);
  OMPVV_REPORT(err);
  return err;
}

static int test_defaultmap_none(void) {
  int err = 0;
  int a[N], scalar = 3;
  int *p = a;
  for (int i = 0; i < N; i++) a[i] = i;
#pragma omp target defaultmap(none) map(tofrom: a) firstprivate(scalar)
  for (int i = 0; i < N; i++) a[i] += scalar;
#pragma omp target data map(to: a)
  {
#pragma omp target defaultmap(none: pointer) is_device_ptr(p) map(present, alloc: a)
    { (void)p; a[0] = 99; }
  }
  printf("a[1]=%d a[0]=%d\n", a[1], a[0]);
  OMPVV_REPORT(err);
  return err;
}

static int test_async_memcpy(void) {
  int err = 0;
  int dev = omp_get_default_device(), host = omp_get_initial_device();
  double src[N], dst[N];
  for (int i = 0; i < N; i++) { src[i] = i * 1.5; dst[i] = 0; }
  double *d = (double *)omp_target_alloc(sizeof(src), dev);
  omp_depend_t dep;
  int x = 0;
#pragma omp depobj(dep) depend(inout: x)
  int rc = omp_target_memcpy_async(d, src, sizeof(src), 0, 0, dev, host, 1, &dep);
  OMPVV_TEST_AND_SET(err, rc != 0);
#pragma omp taskwait
#pragma omp target is_device_ptr(d) depend(inout: x)
  for (int i = 0; i < N; i++) d[i] += 1.0;
  rc = omp_target_memcpy_async(dst, d, sizeof(dst), 0, 0, host, dev, 0, NULL);
#pragma omp taskwait
#pragma omp depobj(dep) destroy
  printf("dst[3]=%g dst[31]=%g\n", dst[3], dst[31]);
  omp_target_free(d, dev);
  OMPVV_REPORT(err);
  return err;
}

static int test_target_if(void) {
  int err = 0;
  int where[3];
  for (int k = 0; k < 3; k++) {
#pragma omp target if(target: k != 1) map(from: where[k:1])
    where[k] = omp_is_initial_device();
  }
  printf("where: %d %d %d\n", where[0], where[1], where[2]);
  int v = 0;
#pragma omp target teams distribute parallel for if(parallel: 0) if(target: 1) map(tofrom: v) reduction(+: v) num_teams(1)
  for (int i = 0; i < 10; i++) v += omp_get_num_threads();
  printf("v=%d\n", v);
  OMPVV_REPORT(err);
  return err;
}

int main(void) {
  int errs = 0;
  errs += test_associate();
  errs += test_in_reduction();
  errs += test_defaultmap_none();
  errs += test_async_memcpy();
  errs += test_target_if();
  printf("errors %d\n", errs);
  return errs;
}
