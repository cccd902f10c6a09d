/* Differential program (against clang-19): implicit data-mapping rules
 * and defaultmap, one feature per test: scalars firstprivate by default,
 * defaultmap(tofrom: scalar), arrays and structs tofrom by default,
 * defaultmap(firstprivate: aggregate), defaultmap(default: pointer) with the
 * pointee entered, defaultmap(none) with every item listed,
 * defaultmap(present: aggregate) after enter data (not scalar: clang-19
 * drops the region's writes of a present scalar), and defaultmap(alloc: ...)
 * keeping what is present. */
#include "hunt26_harness.h"
#define N 32
typedef struct { int n; double v[N]; } vec_t;

static int test_scalar_default(void) {
  int errs = 0;
  int s = 5;
  double d = 1.5;
#pragma omp target
  { s += 10; d *= 4; }
  H26_CHECK(errs, s == 5 && d == 1.5);
#pragma omp target defaultmap(tofrom: scalar)
  { s += 10; d *= 4; }
  H26_CHECK(errs, s == 15 && d == 6.0);
#pragma omp target defaultmap(tofrom: scalar) firstprivate(s)
  { s = 0; d = s - 1; }
  H26_CHECK(errs, s == 15 && d == -1.0);
  H26_DONE(errs);
  return errs;
}

static int test_aggregate_default(void) {
  int errs = 0;
  vec_t v;
  int arr[N];
  v.n = N;
  for (int i = 0; i < N; i++) { v.v[i] = i; arr[i] = 2 * i; }
#pragma omp target
  for (int i = 0; i < v.n; i++) { v.v[i] += arr[i]; arr[i] = -arr[i]; }
  H26_CHECK(errs, v.v[4] == 12.0 && arr[4] == -8);
#pragma omp target defaultmap(firstprivate: aggregate)
  for (int i = 0; i < v.n; i++) { v.v[i] = 0; arr[i] = 0; }
  H26_CHECK(errs, v.v[4] == 12.0 && arr[4] == -8);
  int got = 0;
#pragma omp target defaultmap(firstprivate: aggregate) map(from: got)
  {
    for (int i = 0; i < N; i++) arr[i] += 1;
    got = arr[4] + (int)v.v[3];
  }
  H26_CHECK(errs, got == -7 + 9 && arr[4] == -8);
  H26_DONE(errs);
  return errs;
}

static int test_pointer_to(void) {
  int errs = 0;
  int *p = malloc(N * sizeof(int));
  for (int i = 0; i < N; i++) p[i] = i;
#pragma omp target enter data map(to: p[0:N])
#pragma omp target defaultmap(default: pointer)
  for (int i = 0; i < N; i++) p[i] *= 3;
#pragma omp target exit data map(from: p[0:N])
  H26_CHECK(errs, p[7] == 21);
  int *q = p + 4;
#pragma omp target data map(tofrom: p[0:N])
  {
#pragma omp target
    { q[0] = 1000; p[1] = q[1]; }
  }
  H26_CHECK(errs, p[4] == 1000 && p[1] == 15);
  free(p);
  H26_DONE(errs);
  return errs;
}

static int test_none(void) {
  int errs = 0;
  int k = 3, out = 0;
  double a[N];
  for (int i = 0; i < N; i++) a[i] = i;
#pragma omp target defaultmap(none) map(tofrom: a, out) firstprivate(k)
  {
    for (int i = 0; i < N; i++) a[i] *= k;
    out = (int)a[N - 1];
  }
  H26_CHECK(errs, out == 93 && a[2] == 6.0);
#pragma omp target teams distribute parallel for defaultmap(none: scalar) defaultmap(tofrom: aggregate) firstprivate(k)
  for (int i = 0; i < N; i++) a[i] -= k;
  H26_CHECK(errs, a[2] == 3.0);
  H26_DONE(errs);
  return errs;
}

static int test_present_alloc(void) {
  int errs = 0;
  vec_t w;
  int cnt = 0;
  w.n = 8;
  for (int i = 0; i < N; i++) w.v[i] = 1;
#pragma omp target enter data map(to: w, cnt)
#pragma omp target defaultmap(present: aggregate) map(present, alloc: cnt)
  {
    for (int i = 0; i < w.n; i++) w.v[i] = i * i;
    cnt = w.n;
  }
  H26_CHECK(errs, w.v[3] == 1.0 && cnt == 0);
#pragma omp target defaultmap(alloc: aggregate)
  { w.v[0] = w.v[3] + 1; }
#pragma omp target exit data map(from: w, cnt)
  H26_CHECK(errs, w.v[0] == 10.0 && w.v[7] == 49.0 && w.v[8] == 1.0 && cnt == 8);
  H26_DONE(errs);
  return errs;
}

int main(void) {
  int errs = 0;
  printf("offloading %d\n", h26_offloading());
  errs += test_scalar_default();
  errs += test_aggregate_default();
  errs += test_pointer_to();
  errs += test_none();
  errs += test_present_alloc();
  printf("total %d\n", errs);
  return errs != 0;
}
