/* Written by hand for tools/difftest -file (docs/difftest.md): target teams loop with collapse(3) and logical reductions, target parallel loop with order(concurrent) and * | reductions, private on a teams loop, target teams distribute simd with collapse(2), lastprivate of both loop variables, min/max reductions and dist_schedule. */
#include <stdio.h>
#include <stdlib.h>
#include <omp.h>
#define N 300
int errs = 0;
#define CK(c) do { if (!(c)) { errs++; printf("fail line %d: %s\n", __LINE__, #c); } } while (0)

void t_loop_forms(void) {
  int g[6][7][8]; long s = 0; int all = 1, any = 0;
#pragma omp target teams loop collapse(3) reduction(+: s) reduction(&&: all) reduction(||: any) map(from: g)
  for (int i = 0; i < 6; i++)
    for (int j = 0; j < 7; j++)
      for (int k = 0; k < 8; k++) { g[i][j][k] = i * 100 + j * 10 + k; s += g[i][j][k]; all = all && (k < 8); any = any || (g[i][j][k] == 567); }
  long e = 0;
  for (int i = 0; i < 6; i++) for (int j = 0; j < 7; j++) for (int k = 0; k < 8; k++) e += i * 100 + j * 10 + k;
  CK(s == e && all == 1 && any == 1 && g[5][6][7] == 567);
  double a[N]; double prod = 1.0; unsigned bits = 0;
  for (int i = 0; i < N; i++) a[i] = (i % 10 == 0) ? 2.0 : 1.0;
#pragma omp target parallel loop reduction(*: prod) reduction(|: bits) map(to: a) order(concurrent)
  for (int i = 0; i < N; i++) { prod *= a[i]; bits |= 1u << (i % 20); }
  CK(prod == 1073741824.0 && bits == 0xFFFFFu);
  int tmp = 5, out[N];
#pragma omp target teams loop private(tmp) map(from: out)
  for (int i = 0; i < N; i++) { tmp = i * 2; out[i] = tmp + 1; }
  CK(tmp == 5 && out[N - 1] == 2 * N - 1);
  int cnt = N;
  printf("loop forms s=%ld all=%d any=%d prod=%g bits=%x tmp=%d cnt=%d\n", s, all, any, prod, bits, tmp, cnt);
}

void t_tds(void) {
  int m[20][15]; long s = 0; int li = -1, lj = -1;
  int i, j;
#pragma omp target teams distribute simd collapse(2) reduction(+: s) lastprivate(i, j) map(from: m) map(tofrom: i, j)
  for (i = 0; i < 20; i++)
    for (j = 0; j < 15; j++) { m[i][j] = i ^ j; s += m[i][j]; }
  long e = 0;
  for (int x = 0; x < 20; x++) for (int y = 0; y < 15; y++) e += x ^ y;
  CK(s == e && i == 20 && j == 15 && m[19][14] == (19 ^ 14));
  int lin = 2 * N, arr[N]; arr[10] = 20;
  double mn = 1e9, mx = -1e9; int x = -1;
#pragma omp target teams distribute simd reduction(min: mn) reduction(max: mx) lastprivate(x) num_teams(4) dist_schedule(static, 16) map(tofrom: x)
  for (int k = 0; k < N; k++) { double v = (k * 7 % 31) - 15.0; mn = v < mn ? v : mn; mx = v > mx ? v : mx; x = k * k; }
  CK(mn == -15 && mx == 15 && x == (N - 1) * (N - 1));
  printf("tds s=%ld i=%d j=%d arr[10]=%d lin=%d mn=%g mx=%g x=%d\n", s, i, j, arr[10], lin, mn, mx, x);
}

int main(void) {
  t_loop_forms();
  t_tds();
  printf("errors %d\n%s loop_simd_more\n", errs, errs ? "FAIL" : "PASS");
  return 0;
}
