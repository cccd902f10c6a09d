/* Written by hand for tools/difftest -file (docs/difftest.md): the loop construct in target regions (target teams loop with reductions and collapse, loop bind(thread) in a teams loop, loop bind(parallel) with a reduction, loop in a parallel region in a distribute loop), masked with filters of thread numbers, constants past the team and calls of omp_get_num_threads(), target teams distribute [parallel for] simd with reductions and lastprivate. */
#include <stdio.h>
#include <stdlib.h>
#include <omp.h>
#define N 1000
int errs = 0;
#define CK(c) do { if (!(c)) { errs++; printf("fail line %d: %s\n", __LINE__, #c); } } while (0)

void t_teams_loop(void) {
  int a[N]; long s = 0; int mx = -1, mn = 1 << 30;
  for (int i = 0; i < N; i++) a[i] = (i * 37) % 101;
  long es = 0; int emx = -1, emn = 1 << 30;
  for (int i = 0; i < N; i++) { es += a[i]; if (a[i] > emx) emx = a[i]; if (a[i] < emn) emn = a[i]; }
#pragma omp target teams loop reduction(+: s) reduction(max: mx) reduction(min: mn) map(to: a)
  for (int i = 0; i < N; i++) { s += a[i]; mx = a[i] > mx ? a[i] : mx; mn = a[i] < mn ? a[i] : mn; }
  CK(s == es && mx == emx && mn == emn);
  int g[20][30]; long s2 = 0;
#pragma omp target teams loop collapse(2) reduction(+: s2) map(from: g)
  for (int i = 0; i < 20; i++)
    for (int j = 0; j < 30; j++) { g[i][j] = i * j; s2 += i + j; }
  CK(s2 == 30 * 190 + 20 * 435 && g[7][9] == 63);
  printf("teams loop s=%ld mx=%d mn=%d s2=%ld\n", s, mx, mn, s2);
}

void t_nested_loops(void) {
  int m[64][32]; long tot = 0;
#pragma omp target teams loop map(from: m)
  for (int i = 0; i < 64; i++) {
#pragma omp loop bind(thread)
    for (int j = 0; j < 32; j++) m[i][j] = i - j;
  }
  long e = 0;
  for (int i = 0; i < 64; i++) for (int j = 0; j < 32; j++) { CK(m[i][j] == i - j); }
  int r = 0;
#pragma omp target parallel num_threads(8) map(tofrom: r)
  {
#pragma omp loop bind(parallel) reduction(+: r)
    for (int i = 0; i < N; i++) r += i % 7;
  }
  for (int i = 0; i < N; i++) e += i % 7;
  CK(r == e);
  long q = 0;
#pragma omp target teams distribute reduction(+: q) num_teams(5)
  for (int i = 0; i < 50; i++) {
    int inner = 0;
#pragma omp parallel
    {
#pragma omp loop reduction(+: inner)
      for (int j = 0; j < i; j++) inner += j;
    }
    q += inner;
  }
  long eq = 0;
  for (int i = 0; i < 50; i++) eq += (long)i * (i - 1) / 2;
  CK(q == eq);
  printf("nested loops m[5][3]=%d r=%d q=%ld\n", m[5][3], r, q);
}

void t_masked(void) {
  int hits[8] = {0}, cnt = 0, none = 0, lastth = -1;
#pragma omp target parallel num_threads(4) map(tofrom: hits, cnt, none, lastth)
  {
    int nt = omp_get_num_threads();
#pragma omp masked filter(2)
    { hits[omp_get_thread_num()]++; cnt++; }
#pragma omp masked filter(nt - 1)
    { lastth = omp_get_thread_num(); }
#pragma omp masked filter(100)
    { none++; }
#pragma omp masked
    { hits[7] = nt; }
  }
  CK(cnt == 1 && none == 0 && hits[7] == 4 && hits[2] == 1 && lastth == 3);
  int tm[4] = {0};
#pragma omp target teams num_teams(4) thread_limit(8) map(tofrom: tm)
  {
#pragma omp parallel num_threads(3)
    {
#pragma omp masked filter(omp_get_num_threads() - 1)
      {
        tm[omp_get_team_num()] += 1;
      }
    }
  }
  int nteams_ok = 1;
  for (int t = 0; t < 4; t++) if (tm[t] != 1 && tm[t] != 0) nteams_ok = 0;
  CK(nteams_ok && tm[0] == 1);
  printf("masked cnt=%d hits2=%d last=%d none=%d tm0=%d\n", cnt, hits[2], lastth, none, tm[0]);
}

void t_tds_simd(void) {
  double a[N], b[N];
  for (int i = 0; i < N; i++) { a[i] = i * 0.5; b[i] = 0; }
  double s = 0; double lx = -1; int li = -1; int k;
#pragma omp target teams distribute simd reduction(+: s) lastprivate(lx) map(to: a) map(from: b) map(tofrom: lx)
  for (int i = 0; i < N; i++) { b[i] = a[i] * 2; s += a[i]; lx = a[i] + 1; }
  CK(s == 0.5 * N * (N - 1) / 2 && lx == (N - 1) * 0.5 + 1 && b[10] == 10);
#pragma omp target teams distribute simd lastprivate(k) reduction(max: li) map(tofrom: k, li)
  for (k = 3; k < N; k += 4) { li = k > li ? k : li; }
  CK(k == 1003 && li == 999);
  long p = 1;
#pragma omp target teams distribute simd reduction(*: p) num_teams(3) simdlen(4)
  for (int i = 1; i <= 15; i++) p *= (i % 3 == 0 ? 2 : 1);
  CK(p == 32);
  int cnt = 0; int cl = -1;
#pragma omp target teams distribute parallel for simd reduction(+: cnt) lastprivate(cl) map(tofrom: cl)
  for (int i = 0; i < N; i++) { cnt += (i & 1); cl = i * 3; }
  CK(cnt == N / 2 && cl == 3 * (N - 1));
  printf("tds simd s=%g lx=%g k=%d li=%d p=%ld cnt=%d cl=%d\n", s, lx, k, li, p, cnt, cl);
}

int main(void) {
  t_teams_loop();
  t_nested_loops();
  t_masked();
  t_tds_simd();
  printf("errors %d\n%s loop_masked_simd\n", errs, errs ? "FAIL" : "PASS");
  return 0;
}
