/* Differential program (against clang-19): reference counts of
 * unstructured and structured mappings, one feature per test function:
 * nested enter data, release versus delete, always with comma-separated
 * modifiers, present on map and on target update, close, zero counts
 * after exit, and what a target region sees of data that is present
 * (no copy without always). */
#include "hunt26_harness.h"
#define N 64

static int test_nested_enter(void) {
  int errs = 0, dev = omp_get_default_device();
  int a[N];
  for (int i = 0; i < N; i++) a[i] = i;
#pragma omp target enter data map(to: a)
#pragma omp target enter data map(to: a)
  H26_CHECK(errs, omp_target_is_present(a, dev));
  for (int i = 0; i < N; i++) a[i] = -1;
  /* present with count 2: no copy of the host's -1 */
#pragma omp target map(tofrom: a)
  for (int i = 0; i < N; i++) a[i] += 100;
  H26_CHECK(errs, a[5] == -1);
#pragma omp target exit data map(release: a)
  H26_CHECK(errs, omp_target_is_present(a, dev));
#pragma omp target exit data map(from: a)
  H26_CHECK(errs, !omp_target_is_present(a, dev));
  H26_CHECK(errs, a[5] == 105 && a[63] == 163);
  H26_DONE(errs);
  return errs;
}

static int test_delete_forces(void) {
  int errs = 0, dev = omp_get_default_device();
  double x[N];
  for (int i = 0; i < N; i++) x[i] = i * 0.5;
#pragma omp target enter data map(to: x)
#pragma omp target enter data map(alloc: x)
#pragma omp target enter data map(alloc: x)
#pragma omp target exit data map(delete: x)
  H26_CHECK(errs, !omp_target_is_present(x, dev));
  /* a fresh mapping copies again */
#pragma omp target map(tofrom: x)
  for (int i = 0; i < N; i++) x[i] *= 2;
  H26_CHECK(errs, x[10] == 10.0);
  H26_DONE(errs);
  return errs;
}

static int test_always_modifiers(void) {
  int errs = 0;
  int v[N];
  for (int i = 0; i < N; i++) v[i] = 1;
#pragma omp target data map(to: v)
  {
    for (int i = 0; i < N; i++) v[i] = 7;
#pragma omp target map(always, close, to: v)
    for (int i = 0; i < N; i++) v[i] *= 3;
#pragma omp target map(tofrom: v)
    for (int i = 0; i < N; i++) v[i] += 1;
    H26_CHECK(errs, v[0] == 7);
#pragma omp target map(always from: v)
    { v[1] += 1000; }
    H26_CHECK(errs, v[0] == 22 && v[1] == 1022);
  }
  H26_CHECK(errs, v[2] == 22);
  H26_DONE(errs);
  return errs;
}

static int test_present_modifier(void) {
  int errs = 0, dev = omp_get_default_device();
  long s[N];
  for (int i = 0; i < N; i++) s[i] = i;
#pragma omp target enter data map(to: s[0:N])
#pragma omp target map(present, tofrom: s[8:16])
  for (int i = 8; i < 24; i++) s[i] = s[i] * s[i];
  for (int i = 0; i < N; i++) s[i] = -s[i];
#pragma omp target update to(present: s[0:4])
#pragma omp target update from(present: s[8:16])
  H26_CHECK(errs, s[9] == 81 && s[23] == 529 && s[24] == -24);
#pragma omp target map(present, alloc: s)
  for (int i = 0; i < 4; i++) s[i] += 50;
#pragma omp target exit data map(from: s[0:N])
  H26_CHECK(errs, s[0] == 50 && s[3] == 47 && s[4] == 4);
  H26_CHECK(errs, !omp_target_is_present(s, dev));
  H26_DONE(errs);
  return errs;
}

struct pair { int k; double w[4]; };

static int test_struct_counts(void) {
  int errs = 0, dev = omp_get_default_device();
  struct pair p = {3, {1, 2, 3, 4}};
#pragma omp target enter data map(to: p)
  p.k = 99;
#pragma omp target
  { p.w[0] = p.k * 10.0; }
  H26_CHECK(errs, p.k == 99 && p.w[0] == 1.0);
#pragma omp target update from(p.w[0:2])
  H26_CHECK(errs, p.w[0] == 30.0 && p.w[1] == 2.0);
#pragma omp target update to(p.k)
#pragma omp target
  { p.w[3] = p.k; }
#pragma omp target exit data map(from: p)
  H26_CHECK(errs, p.w[3] == 99.0 && !omp_target_is_present(&p, dev));
  H26_DONE(errs);
  return errs;
}

int main(void) {
  int errs = 0;
  printf("offloading %d\n", h26_offloading());
  errs += test_nested_enter();
  errs += test_delete_forces();
  errs += test_always_modifiers();
  errs += test_present_modifier();
  errs += test_struct_counts();
  printf("total %d\n", errs);
  return errs != 0;
}
