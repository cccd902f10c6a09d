/* The same item in several map clauses (and sections of it), map-type
 * modifiers always/close/present, and a struct mapped whole then by member. */
#include "hunt27_harness.h"
#define N 16

typedef struct { int n; int v[N]; double w; } rec_t;

static int test_same_item_twice(void) {
  int errs = 0;
  int a[N];
  for (int i = 0; i < N; i++) a[i] = i;
  /* Repeated items: clang-19 takes the first clause's map type (the
   * later ones find the item present), so these print what comes back. */
#pragma omp target map(to: a) map(from: a)
  for (int i = 0; i < N; i++) a[i] += 1;
  printf("  to+from: %d %d\n", a[0], a[15]);
#pragma omp target map(tofrom: a) map(to: a[2:4])
  a[3] = -3;
  printf("  tofrom+section: %d %d\n", a[3], a[4]);
  int x = 1;
#pragma omp target map(to: x) map(tofrom: x)
  x += 1;
  printf("  to+tofrom scalar: %d\n", x);
#pragma omp target map(tofrom: x) map(to: x)
  x += 1;
  printf("  tofrom+to scalar: %d\n", x);
  H27_DONE(errs);
  return errs;
}

static int test_struct_and_members(void) {
  int errs = 0;
  rec_t r;
  r.n = N; r.w = 0.5;
  for (int i = 0; i < N; i++) r.v[i] = i;
  /* Not map(tofrom: r.v[0:4]) beside map(tofrom: r): clang-19 then
   * copies back only that part of r.v. */
#pragma omp target map(tofrom: r) map(to: r.n)
  { for (int i = 0; i < r.n; i++) r.v[i] *= 2; r.w = 1.5; }
  H27_CHECK(errs, r.v[1] == 2 && r.v[15] == 30 && r.w == 1.5);
#pragma omp target map(to: r.n, r.w) map(from: r.v)
  for (int i = 0; i < r.n; i++) r.v[i] = (int)(r.w * i);
  H27_CHECK(errs, r.v[2] == 3 && r.v[15] == 22);
  H27_DONE(errs);
  return errs;
}

static int test_always_close_present(void) {
  int errs = 0;
  double d[N];
  for (int i = 0; i < N; i++) d[i] = i;
#pragma omp target data map(to: d)
  {
    for (int i = 0; i < N; i++) d[i] = 100 + i;
    /* Present: no copy without always. */
#pragma omp target map(tofrom: d)
    d[0] += 1;
    H27_CHECK(errs, d[0] == 100.0);
#pragma omp target map(always, to: d)
    d[1] += 1;
#pragma omp target map(present, tofrom: d)
    d[2] += 1;
#pragma omp target map(always, close, from: d[0:3])
    d[0] += 0;
    H27_CHECK(errs, d[0] == 100.0 && d[1] == 102.0 && d[2] == 103.0 && d[3] == 103.0);
#pragma omp target update to(present: d[3:1])
#pragma omp target map(present, alloc: d)
    d[3] *= 2;
#pragma omp target update from(present: d[3:2])
    H27_CHECK(errs, d[3] == 206.0 && d[4] == 104.0);
  }
  H27_CHECK(errs, d[5] == 105.0);
  H27_DONE(errs);
  return errs;
}

static int test_enter_exit_modifiers(void) {
  int errs = 0;
  int c[N];
  for (int i = 0; i < N; i++) c[i] = i;
#pragma omp target enter data map(always, to: c)
#pragma omp target enter data map(to: c)
  for (int i = 0; i < N; i++) c[i] = -1;
#pragma omp target enter data map(always, to: c[0:2])
#pragma omp target
  for (int i = 0; i < N; i++) c[i] += 10;
#pragma omp target exit data map(release: c)
  H27_CHECK(errs, c[0] == -1 && c[5] == -1);
#pragma omp target exit data map(always, from: c[0:3])
  H27_CHECK(errs, c[0] == 9 && c[2] == 12 && c[3] == -1);
  /* Three enters, one release and one exit: still present. */
  H27_CHECK(errs, omp_target_is_present(c, omp_get_default_device()));
#pragma omp target exit data map(delete: c)
  H27_CHECK(errs, !omp_target_is_present(c, omp_get_default_device()) || omp_get_num_devices() == 0);
  H27_DONE(errs);
  return errs;
}

int main(void) {
  int errs = 0;
  errs += test_same_item_twice();
  errs += test_struct_and_members();
  errs += test_always_close_present();
  errs += test_enter_exit_modifiers();
  printf("%s\n", errs ? "FAIL" : "PASS");
  return 0;
}
