/* defaultmap with each behaviour on each category, through harness
 * macros, beside the implicit rules it overrides. */
#include "hunt27_harness.h"
#define N 12

typedef struct { int a; double b[2]; } pair_t;

#define RUN_DM(behav, cat, body) \
  do { H27_PRAGMA(omp target defaultmap(behav: cat)) { body; } } while (0)

static int test_scalar(void) {
  int errs = 0;
  int s = 1;
  RUN_DM(tofrom, scalar, s += 10);
  H27_CHECK(errs, s == 11);
  RUN_DM(firstprivate, scalar, s += 10);
  H27_CHECK(errs, s == 11);
  RUN_DM(to, scalar, s += 10);
  H27_CHECK(errs, s == 11);
  int f = 3;
  RUN_DM(from, scalar, f = 9);
  H27_CHECK(errs, f == 9);
  double d = 2.5;
  RUN_DM(default, scalar, d *= 2);
  H27_CHECK(errs, d == 2.5);
  int a = 4;
#pragma omp target data map(to: a)
  {
    RUN_DM(alloc, scalar, a = 100);
#pragma omp target update from(a)
  }
  H27_CHECK(errs, a == 100);
  H27_DONE(errs);
  return errs;
}

static int test_aggregate(void) {
  int errs = 0;
  int arr[N];
  pair_t p = {1, {2, 3}};
  for (int i = 0; i < N; i++) arr[i] = i;
  RUN_DM(firstprivate, aggregate, arr[0] = 77; p.a = 77);
  H27_CHECK(errs, arr[0] == 0 && p.a == 1);
  RUN_DM(to, aggregate, arr[1] = 77; p.b[0] = 77);
  H27_CHECK(errs, arr[1] == 1 && p.b[0] == 2.0);
  RUN_DM(tofrom, aggregate, arr[2] += 5; p.b[1] += 5);
  H27_CHECK(errs, arr[2] == 7 && p.b[1] == 8.0);
  RUN_DM(default, aggregate, arr[3] = -3);
  H27_CHECK(errs, arr[3] == -3);
#pragma omp target enter data map(to: arr, p)
  RUN_DM(present, aggregate, arr[4] = 44; p.a = 44);
#pragma omp target exit data map(from: arr, p)
  H27_CHECK(errs, arr[4] == 44 && p.a == 44);
  H27_DONE(errs);
  return errs;
}

static int test_pointer(void) {
  int errs = 0;
  int *buf = malloc(N * sizeof(int));
  for (int i = 0; i < N; i++) buf[i] = i;
  int *cursor = buf;
#pragma omp target enter data map(to: buf[0:N])
  /* A pointer is firstprivate by default (attached to the mapped block). */
  RUN_DM(firstprivate, pointer, cursor[5] = 500);
  RUN_DM(default, pointer, buf[6] = 600);
#pragma omp target exit data map(from: buf[0:N])
  H27_CHECK(errs, buf[5] == 500 && buf[6] == 600);
  int *nul = NULL;
  int seen = -1;
#pragma omp target defaultmap(tofrom: pointer) defaultmap(tofrom: scalar)
  seen = nul == NULL;
  H27_CHECK(errs, seen == 1);
  free(buf);
  H27_DONE(errs);
  return errs;
}

static int test_all_and_none(void) {
  int errs = 0;
  int s = 2;
  double arr[N];
  for (int i = 0; i < N; i++) arr[i] = i;
#pragma omp target defaultmap(tofrom)
  { s *= 3; arr[2] = s; }
  H27_CHECK(errs, s == 6 && arr[2] == 6.0);
#pragma omp target defaultmap(none) map(tofrom: s) map(to: arr)
  { s += (int)arr[3]; }
  H27_CHECK(errs, s == 9);
#pragma omp target defaultmap(none: scalar) map(tofrom: s)
  { s += (int)arr[4]; arr[4] = 0; }
  H27_CHECK(errs, s == 13 && arr[4] == 0.0);
#pragma omp target defaultmap(firstprivate)
  { s = 0; arr[5] = 0; }
  H27_CHECK(errs, s == 13 && arr[5] == 5.0);
  /* Two defaultmap clauses, one per category. */
#pragma omp target defaultmap(tofrom: scalar) defaultmap(to: aggregate)
  { s = (int)arr[6]; arr[6] = 0; }
  H27_CHECK(errs, s == 6 && arr[6] == 6.0);
  H27_DONE(errs);
  return errs;
}

static int test_combined(void) {
  int errs = 0;
  int total = 0;
  int arr[N];
  for (int i = 0; i < N; i++) arr[i] = 1;
#pragma omp target teams distribute parallel for defaultmap(tofrom: scalar) reduction(+: total)
  for (int i = 0; i < N; i++) total += arr[i];
  H27_CHECK(errs, total == N);
  int last = 0;
#pragma omp target parallel for defaultmap(tofrom: scalar) defaultmap(tofrom: aggregate) lastprivate(last)
  for (int i = 0; i < N; i++) { arr[i] = i; last = i * 2; }
  H27_CHECK(errs, last == 22 && arr[11] == 11);
  H27_DONE(errs);
  return errs;
}

int main(void) {
  int errs = 0;
  errs += test_scalar();
  errs += test_aggregate();
  errs += test_pointer();
  errs += test_all_and_none();
  errs += test_combined();
  printf("%s\n", errs ? "FAIL" : "PASS");
  return 0;
}
