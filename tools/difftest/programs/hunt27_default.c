/* default(none|firstprivate|private|shared) on target-nested constructs
 * and combined ones, with explicit data-sharing of every item. */
#include "hunt27_harness.h"
#define N 32

static int test_default_none(void) {
  int errs = 0;
  int a[N], n = N, k = 3;
  for (int i = 0; i < N; i++) a[i] = i;
#pragma omp target teams distribute parallel for default(none) shared(a) firstprivate(n, k) map(tofrom: a)
  for (int i = 0; i < n; i++) a[i] = a[i] * k;
  H27_CHECK(errs, a[5] == 15 && a[31] == 93);
  int s = 0;
#pragma omp target parallel for default(none) shared(a) reduction(+: s) map(to: a)
  for (int i = 0; i < N; i++) s += a[i];
  H27_CHECK(errs, s == 3 * (N * (N - 1) / 2));
  H27_DONE(errs);
  return errs;
}

static int test_default_firstprivate(void) {
  int errs = 0;
  int x = 10, out[4] = {0};
  /* x is firstprivate on target (implicitly): clang-19 reads garbage for
   * x when it is also in map(to: x) here. */
#pragma omp target map(tofrom: out)
#pragma omp parallel num_threads(4) default(firstprivate) shared(out)
  {
    int t = omp_get_thread_num();
    x += t;
    if (t < 4) out[t] = x;
  }
  int nt = 0;
  for (int i = 0; i < 4; i++) nt += out[i] != 0;
  H27_CHECK(errs, out[0] == 10);
  H27_CHECK(errs, nt == 1 || out[1] == 11);
  H27_DONE(errs);
  return errs;
}

static int test_default_private(void) {
  int errs = 0;
  /* res is an array: clang-19 loses the writes of a mapped scalar
   * named in shared() beside default(private) in a target region. */
  int y = 5, res[1] = {0};
#pragma omp target map(tofrom: res) map(to: y)
#pragma omp teams num_teams(1) default(private) shared(res)
  {
    y = 42;
    res[0] = y + 1;
  }
  H27_CHECK(errs, res[0] == 43 && y == 5);
  int y2 = 5, res2 = 0;
#pragma omp target parallel num_threads(1) default(private) shared(res2) map(tofrom: res2)
  { y2 = 42; res2 = y2 + 1; }
  H27_CHECK(errs, res2 == 43 && y2 == 5);
  H27_DONE(errs);
  return errs;
}

static int test_default_shared(void) {
  int errs = 0;
  int counter = 0;
#pragma omp target map(tofrom: counter)
#pragma omp parallel num_threads(3) default(shared)
  {
#pragma omp atomic
    counter += 2;
  }
  H27_CHECK(errs, counter % 2 == 0 && counter >= 2 && counter <= 6);
  H27_DONE(errs);
  return errs;
}

static int test_target_default(void) {
  int errs = 0;
  int v = 4;
  double d[N];
  for (int i = 0; i < N; i++) d[i] = i;
  /* default on the combined target construct (OpenMP 5.1 takes it for
   * teams and parallel leaves). */
#pragma omp target teams default(none) map(tofrom: d) shared(d) firstprivate(v) num_teams(2)
  {
#pragma omp distribute
    for (int i = 0; i < N; i++) d[i] += v;
  }
  H27_CHECK(errs, d[0] == 4.0 && d[31] == 35.0);
  H27_DONE(errs);
  return errs;
}

int main(void) {
  int errs = 0;
  errs += test_default_none();
  errs += test_default_firstprivate();
  errs += test_default_private();
  errs += test_default_shared();
  errs += test_target_default();
  printf("%s\n", errs ? "FAIL" : "PASS");
  return 0;
}
