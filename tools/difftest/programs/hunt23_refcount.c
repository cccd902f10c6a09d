/* Differential program (against clang-19): reference counts of enter/exit data (release, delete, always) seen through omp_target_is_present. */
#include "hunt23_harness.h"
#include <string.h>
#define N 16

static int test_refcount(void) {
  int err = 0;
  int d = omp_get_default_device();
  int x[N];
  for (int i = 0; i < N; i++) x[i] = i;
#pragma omp target enter data map(to: x)
#pragma omp target enter data map(to: x)
  OMPVV_TEST_AND_SET(err, !omp_target_is_present(x, d));
#pragma omp target exit data map(release: x)
  printf("after one release: %d\n", omp_target_is_present(x, d));
#pragma omp target exit data map(release: x)
  printf("after two releases: %d\n", omp_target_is_present(x, d));
#pragma omp target enter data map(to: x)
#pragma omp target enter data map(to: x)
#pragma omp target enter data map(to: x)
#pragma omp target exit data map(delete: x)
  printf("after delete: %d\n", omp_target_is_present(x, d));
  /* always to refreshes the present copy; from on exit with count > 0 doesn't copy */
#pragma omp target enter data map(to: x)
  for (int i = 0; i < N; i++) x[i] = 100 + i;
#pragma omp target enter data map(always, to: x)
#pragma omp target
  for (int i = 0; i < N; i++) x[i] += 1;
  for (int i = 0; i < N; i++) x[i] = -1;
#pragma omp target exit data map(from: x)
  printf("x[3] after from with count 1: %d\n", x[3]);
#pragma omp target exit data map(from: x)
  printf("x[3] after last from: %d\n", x[3]);
  OMPVV_TEST_AND_SET(err, x[3] != 104);
  OMPVV_TEST_AND_SET(err, omp_target_is_present(x, d));
  OMPVV_REPORT(err);
  return err;
}

static int test_always_from(void) {
  int err = 0;
  int y[N];
  for (int i = 0; i < N; i++) y[i] = i;
#pragma omp target data map(tofrom: y)
  {
#pragma omp target
    for (int i = 0; i < N; i++) y[i] *= 2;
#pragma omp target exit data map(always, from: y)
    printf("y[5] inside data = %d\n", y[5]);
    OMPVV_TEST_AND_SET(err, y[5] != 10);
#pragma omp target map(always, tofrom: y)
    for (int i = 0; i < N; i++) y[i] += 1;
    printf("y[5] after always tofrom = %d\n", y[5]);
  }
  printf("present after data: %d\n", omp_target_is_present(y, omp_get_default_device()));
  OMPVV_REPORT(err);
  return err;
}

int main(void) {
  int errs = 0;
  errs += test_refcount();
  errs += test_always_from();
  printf("errors %d\n", errs);
  return errs;
}
