/* Differential program (against clang-19): loop bind and order(concurrent), atomic hint/seq_cst/compare forms, simd linear with reduction, dist_schedule seen through omp_get_team_num, thread_limit. */
#include "hunt23_harness.h"
#define N 64

static int test_loop_bind(void) {
  int err = 0;
  int a[N], b[N];
  for (int i = 0; i < N; i++) { a[i] = i; b[i] = 0; }
#pragma omp target teams num_teams(4) map(tofrom: a, b)
  {
#pragma omp loop bind(teams) order(concurrent)
    for (int i = 0; i < N; i++) a[i] = a[i] * 2 + 1;
#pragma omp parallel num_threads(8)
    {
#pragma omp loop bind(parallel)
      for (int i = 0; i < N; i++) {
        b[i] = i % 3;
      }
    }
  }
  int sb = 0;
  for (int i = 0; i < N; i++) { OMPVV_TEST_AND_SET(err, a[i] != 2 * i + 1); sb += b[i]; }
  printf("loop bind: b sum %d\n", sb);
  int c[N];
#pragma omp target parallel map(from: c) num_threads(4)
  {
#pragma omp loop bind(thread)
    for (int i = 0; i < N; i++) c[i] = i;
  }
  long cs = 0;
  for (int i = 0; i < N; i++) cs += c[i];
  printf("bind thread sum %ld\n", cs);
  int d[N];
#pragma omp target teams loop order(concurrent) map(from: d) reduction(+: cs)
  for (int i = 0; i < N; i++) { d[i] = N - i; cs += 1; }
  printf("d[0]=%d cs=%ld\n", d[0], cs);
  OMPVV_REPORT(err);
  return err;
}

static int test_atomics(void) {
  int err = 0;
  int x = 0, mx = -100, mn = 100, cap = -1, cnt = 0, eq = 5, old = -1;
  double fx = 1.0;
#pragma omp target teams distribute parallel for map(tofrom: x, mx, mn, cnt, eq, fx, old) num_teams(4)
  for (int i = 0; i < N; i++) {
#pragma omp atomic hint(omp_sync_hint_contended) seq_cst
    x += i;
#pragma omp atomic compare
    if (mx < i) { mx = i; }
#pragma omp atomic compare seq_cst
    mn = mn > i ? i : mn;
#pragma omp atomic update relaxed hint(omp_sync_hint_uncontended)
    cnt++;
#pragma omp atomic compare capture
    { old = eq; if (eq == 5) { eq = 1000 + (i == 17 ? 17 : 0); } }
#pragma omp atomic
    fx *= 1.0;
  }
  printf("x=%d mx=%d mn=%d cnt=%d eq>=1000 %d fx=%g\n", x, mx, mn, cnt, eq >= 1000, fx);
  int r = 0, v = 0;
#pragma omp target map(tofrom: r, v)
  {
#pragma omp atomic write seq_cst
    r = 42;
#pragma omp atomic read acquire
    v = r;
#pragma omp atomic capture release
    { r++; v = r; }
#pragma omp atomic capture
    v = r *= 2;
  }
  printf("r=%d v=%d\n", r, v);
  int fails = 0;
  int w = 3;
#pragma omp target map(tofrom: w, fails)
  {
    int res = 0;
#pragma omp atomic compare capture fail(relaxed)
    { if (w == 3) { w = 9; } else { res = w; } }
    fails = res;
  }
  printf("w=%d fails=%d\n", w, fails);
  OMPVV_REPORT(err);
  return err;
}

static int test_simd(void) {
  int err = 0;
  int a[N], lin = 0, j = 0;
  long s = 0;
  for (int i = 0; i < N; i++) a[i] = i % 7;
#pragma omp target map(tofrom: a, s, j)
  {
#pragma omp simd linear(j: 2) reduction(+: s) simdlen(8)
    for (int i = 0; i < N; i++) {
      s += a[i] * j;
      j += 2;
    }
  }
  printf("simd s=%ld j=%d\n", s, j);
  double dot = 0.0;
  double x[N], y[N];
  for (int i = 0; i < N; i++) { x[i] = i * 0.5; y[i] = 2.0; }
#pragma omp target teams distribute parallel for simd map(to: x, y) reduction(+: dot) num_teams(2)
  for (int i = 0; i < N; i++) { dot += x[i] * y[i]; lin = i; }
  printf("dot=%g lin=%d\n", dot, lin);
  (void)err;
  OMPVV_REPORT(err);
  return err;
}

static int test_dist_schedule(void) {
  int err = 0;
  int owner[N];
  for (int i = 0; i < N; i++) owner[i] = -1;
  int nt = 0;
#pragma omp target teams distribute dist_schedule(static, 4) num_teams(2) map(tofrom: owner, nt)
  for (int i = 0; i < N; i++) {
    owner[i] = omp_get_team_num();
    if (i == 0) nt = omp_get_num_teams();
  }
  if (nt == 2) {
    for (int i = 0; i < N; i++) OMPVV_TEST_AND_SET(err, owner[i] != (i / 4) % 2);
  }
  printf("nt=%d owner[5]=%d owner[17]=%d\n", nt, owner[5], owner[17]);
  int ow2[N];
#pragma omp target teams distribute dist_schedule(static) num_teams(2) map(from: ow2)
  for (int i = 0; i < N; i++) ow2[i] = omp_get_team_num();
  printf("ow2: %d %d %d %d\n", ow2[0], ow2[16], ow2[32], ow2[63]);
  OMPVV_REPORT(err);
  return err;
}

static int test_num_teams_range(void) {
  int err = 0;
  int nt = -1, tl = -1, ntl = -1, nth = -1;
#pragma omp target teams num_teams(4) thread_limit(8) map(from: nt, tl)
  {
    if (omp_get_team_num() == 0) { nt = omp_get_num_teams(); tl = omp_get_thread_limit(); }
  }
  printf("num_teams(4): in range %d tl=%d\n", nt >= 2 && nt <= 4, tl);
  OMPVV_TEST_AND_SET(err, nt < 2 || nt > 4);
#pragma omp target parallel thread_limit(3) map(from: ntl, nth)
  {
    if (omp_get_thread_num() == 0) { ntl = omp_get_thread_limit(); nth = omp_get_num_threads(); }
  }
  printf("target thread_limit(3): limit %d threads<=3 %d\n", ntl, nth <= 3);
  int t2 = -1;
#pragma omp target thread_limit(5) map(from: t2)
  t2 = omp_get_thread_limit();
  printf("target thread_limit(5) %d\n", t2);
  OMPVV_REPORT(err);
  return err;
}

int main(void) {
  int errs = 0;
  errs += test_loop_bind();
  errs += test_atomics();
  errs += test_simd();
  errs += test_dist_schedule();
  errs += test_num_teams_range();
  printf("errors %d\n", errs);
  return errs;
}
