/* Reference counts of enter/exit data: nested enters, release against
 * delete, sections of a mapped block, counts seen through
 * omp_target_is_present, from an exit whose count stays above zero. */
#include "hunt27_harness.h"
#define N 10

static int present(void *p) {
  return omp_get_num_devices() == 0 || omp_target_is_present(p, omp_get_default_device());
}
static int offloading(void) {
  int initial = 1;
  H27_TARGET(map(from: initial), initial = omp_is_initial_device());
  return !initial;
}

static inline void device_add(int *a, int n, int v) {
#pragma omp target map(alloc: a[0:n])
  for (int i = 0; i < n; i++) a[i] += v;
}

static int test_nested_counts(void) {
  int errs = 0;
  int a[N];
  for (int i = 0; i < N; i++) a[i] = i;
#pragma omp target enter data map(to: a)
#pragma omp target enter data map(to: a)
#pragma omp target enter data map(alloc: a[2:3])
  device_add(a, N, 5);
#pragma omp target exit data map(from: a)
  H27_CHECK(errs, a[0] == 0);
#pragma omp target exit data map(release: a[2:3])
  H27_CHECK(errs, present(a));
#pragma omp target exit data map(from: a)
  H27_CHECK(errs, a[0] == 5 && a[9] == 14);
  H27_CHECK(errs, !present(a) || !offloading());
  H27_DONE(errs);
  return errs;
}

static int test_delete_drops_all(void) {
  int errs = 0;
  double *p = malloc(N * sizeof(double));
  for (int i = 0; i < N; i++) p[i] = 1;
#pragma omp target enter data map(to: p[0:N])
#pragma omp target enter data map(to: p[0:N])
#pragma omp target enter data map(to: p[0:N])
#pragma omp target exit data map(delete: p[0:N])
  H27_CHECK(errs, !present(p) || !offloading());
  for (int i = 0; i < N; i++) p[i] = 2;
#pragma omp target enter data map(to: p[0:N])
#pragma omp target
  for (int i = 0; i < N; i++) p[i] *= 3;
#pragma omp target exit data map(from: p[0:N])
  H27_CHECK(errs, p[0] == 6.0 && p[9] == 6.0);
  free(p);
  H27_DONE(errs);
  return errs;
}

static int test_data_region_inside_enter(void) {
  int errs = 0;
  int b[N];
  for (int i = 0; i < N; i++) b[i] = 1;
#pragma omp target enter data map(to: b)
#pragma omp target data map(tofrom: b)
  {
#pragma omp target
    for (int i = 0; i < N; i++) b[i] = 7;
  }
  H27_CHECK(errs, b[3] == 1 || !offloading());
#pragma omp target data map(from: b) map(always, tofrom: b[0:1])
  {
#pragma omp target
    b[0] = 99;
  }
  H27_CHECK(errs, b[0] == 99 && (b[1] == 1 || !offloading()));
#pragma omp target exit data map(from: b)
  H27_CHECK(errs, b[5] == 7 && b[0] == 99);
  H27_DONE(errs);
  return errs;
}

static int test_scalar_struct_counts(void) {
  int errs = 0;
  struct { int n; double x; } s = {3, 1.5};
  int k = 4;
#pragma omp target enter data map(to: s, k)
  s.x = 100; k = 100;
#pragma omp target map(from: k)
  { s.x *= 2; k += s.n; }
  /* k present: map(from) does not copy back before the last exit. */
  H27_CHECK(errs, k == 100 || !offloading());
#pragma omp target exit data map(from: s, k)
  H27_CHECK(errs, s.x == 3.0 && k == 7);
  H27_DONE(errs);
  return errs;
}

int main(void) {
  int errs = 0;
  errs += test_nested_counts();
  errs += test_delete_drops_all();
  errs += test_data_region_inside_enter();
  errs += test_scalar_struct_counts();
  printf("%s\n", errs ? "FAIL" : "PASS");
  return 0;
}
