/* Implicit data-mapping rules: scalars firstprivate, arrays and structs
 * tofrom, pointers as zero-length sections attached to mapped storage,
 * globals, items already present, and pointer dereferences in map lists. */
#include "hunt27_harness.h"
#define N 10

int gsum = 0;
double garr[N];
double *gptr;
struct { int k; double v[4]; } gs = {2, {1, 2, 3, 4}};

static int test_scalar_rules(void) {
  int errs = 0;
  int s = 5;
  double d = 1.5;
#pragma omp target
  { s = 50; d = 15; }
  H27_CHECK(errs, s == 5 && d == 1.5);
#pragma omp target data map(tofrom: s)
  {
    /* s present: still firstprivate in the region (no defaultmap). */
#pragma omp target
    s += 100;
  }
  H27_CHECK(errs, s == 5);
#pragma omp target data map(tofrom: s)
  {
#pragma omp target map(s)
    s += 100;
  }
  H27_CHECK(errs, s == 105);
  H27_DONE(errs);
  return errs;
}

static int test_globals_implicit(void) {
  int errs = 0;
  for (int i = 0; i < N; i++) garr[i] = i;
  gsum = 1;
#pragma omp target
  {
    for (int i = 0; i < N; i++) garr[i] += gs.k;
    gs.v[0] = 10;
    gsum = 7;
  }
  H27_CHECK(errs, garr[9] == 11.0 && gs.v[0] == 10.0);
  /* A global scalar is firstprivate too, as any scalar. */
  H27_CHECK(errs, gsum == 1);
  H27_DONE(errs);
  return errs;
}

static int test_pointer_attach(void) {
  int errs = 0;
  double *buf = malloc(N * sizeof(double));
  for (int i = 0; i < N; i++) buf[i] = i;
  double *mid = buf + 4;
#pragma omp target data map(tofrom: buf[0:N])
  {
    /* mid points into mapped storage: translated to the device address. */
#pragma omp target
    { mid[0] = -4; mid[5] = -9; }
    gptr = buf;
#pragma omp target map(to: gptr[0:0])
    gptr[1] = -1;
  }
  H27_CHECK(errs, buf[4] == -4.0 && buf[9] == -9.0 && buf[1] == -1.0 && buf[0] == 0.0);
  int cnt = 0;
  int *none = NULL;
#pragma omp target map(tofrom: cnt)
  cnt = (none == NULL) + 1;
  H27_CHECK(errs, cnt == 2);
  free(buf);
  H27_DONE(errs);
  return errs;
}

static int test_deref_items(void) {
  int errs = 0;
  int val = 3;
  int *p = &val;
  struct pt { double x, y; } pt = {1, 2}, *pp = &pt;
#pragma omp target map(tofrom: *p, *pp)
  { *p *= 7; pp->y += pp->x; }
  H27_CHECK(errs, val == 21 && pt.y == 3.0);
  int arr[N];
  for (int i = 0; i < N; i++) arr[i] = i;
  int (*pa)[N] = &arr;
#pragma omp target map(tofrom: (*pa)[2:3])
  for (int i = 2; i < 5; i++) (*pa)[i] *= -1;
  H27_CHECK(errs, arr[2] == -2 && arr[4] == -4 && arr[5] == 5);
#pragma omp target map(tofrom: pa[0])
  (*pa)[9] = 90;
  H27_CHECK(errs, arr[9] == 90);
  H27_DONE(errs);
  return errs;
}

static int test_elements(void) {
  int errs = 0;
  double a[N];
  struct { int id; double w; } rs[4] = {{0, 0}, {1, 1}, {2, 2}, {3, 3}};
  for (int i = 0; i < N; i++) a[i] = i;
#pragma omp target map(tofrom: a[7], rs[2].w)
  { a[7] = 70; rs[2].w = 20; }
  H27_CHECK(errs, a[7] == 70.0 && rs[2].w == 20.0 && rs[2].id == 2);
  H27_DONE(errs);
  return errs;
}

int main(void) {
  int errs = 0;
  errs += test_scalar_rules();
  errs += test_globals_implicit();
  errs += test_pointer_attach();
  errs += test_deref_items();
  errs += test_elements();
  printf("%s\n", errs ? "FAIL" : "PASS");
  return 0;
}
