/* Written by hand for tools/difftest -file: schedule modifiers, simd
 * clauses, loop variables of several integer types, collapsed nests of
 * mixed types, non-rectangular nests, 5.1/5.2 clause spellings. */
#include <stdio.h>
#include <omp.h>

#define N 50

static long hash(const int *a, int n) { long h = 0; for (int i = 0; i < n; i++) h = h * 131 + a[i]; return h; }

static void modifiers(void) {
  int a[N] = {0}, b[N] = {0}, c[N] = {0}, d[N] = {0}, e[N] = {0};
  long s1 = 0, s2 = 0;
#pragma omp target parallel for schedule(monotonic: dynamic, 3) map(tofrom: a) num_threads(3)
  for (int i = 0; i < N; i++) a[i] = i * 2;
#pragma omp target parallel for schedule(nonmonotonic: guided, 2) map(tofrom: b)
  for (int i = N - 1; i >= 0; i -= 2) b[i] = i + 7;
#pragma omp target teams distribute parallel for simd schedule(simd: static, 5) map(tofrom: c)
  for (int i = 0; i < N; i++) c[i] = 3 * i;
#pragma omp target teams distribute parallel for simd schedule(static, 5) reduction(+: s1)
  for (int i = 0; i < N; i++) s1 += i;
#pragma omp target parallel for simd schedule(monotonic: static) map(tofrom: d) reduction(+: s2) if(simd: 0)
  for (int i = 0; i < N; i++) { d[i] = i ^ 5; s2 += d[i]; }
#pragma omp target teams distribute parallel for dist_schedule(static) schedule(nonmonotonic: dynamic) map(tofrom: e) num_teams(2)
  for (int i = 0; i < N; i++) e[i] = i % 7;
  printf("modifiers %ld %ld %ld %ld %ld s1 %ld s2 %ld\n", hash(a, N), hash(b, N), hash(c, N), hash(d, N), hash(e, N), s1, s2);
}

static void simd_clauses(void) {
  float x[N], y[N];
  for (int i = 0; i < N; i++) { x[i] = i * 0.5f; y[i] = 0; }
  float dot = 0;
  int l = 0;
#pragma omp target simd aligned(x, y: 16) safelen(8) simdlen(4) nontemporal(y) reduction(+: dot) map(to: x) map(tofrom: y) order(concurrent)
  for (int i = 0; i < N; i++) { y[i] = 2 * x[i]; dot += x[i] * 2; }
  int g[6][8] = {{0}};
#pragma omp target simd collapse(2) map(tofrom: g, l) lastprivate(l)
  for (int i = 0; i < 6; i++)
    for (int j = 0; j < 8; j++) { g[i][j] = i * 8 + j; l = i - j; }
  long h = 0;
  for (int i = 0; i < 6; i++) for (int j = 0; j < 8; j++) h = h * 3 + g[i][j];
  int k = 10, z[N];
#pragma omp target parallel for simd linear(k: 3) map(tofrom: k, z) order(reproducible: concurrent)
  for (int i = 0; i < N; i++) z[i] = k;
  printf("simd dot %g y49 %g l %d h %ld k %d z %ld\n", dot, y[N - 1], l, h, k, hash(z, N));
}

static void loop_types(void) {
  int a[N] = {0}, b[N] = {0}, c[N] = {0}, d[N] = {0};
  long long s = 0;
  unsigned long long us = 0;
#pragma omp target teams distribute parallel for map(tofrom: a) reduction(+: s)
  for (short i = 0; i < N; i += 3) { a[i] = i; s += i; }
#pragma omp target parallel for map(tofrom: b) reduction(+: us)
  for (unsigned long long i = 18446744073709551000ull; i < 18446744073709551000ull + N; i++) { b[i - 18446744073709551000ull] = 1; us += i & 0xff; }
#pragma omp target teams distribute map(tofrom: c)
  for (long long i = -3000000000LL; i < -3000000000LL + N; i += 7) c[i + 3000000000LL] = 5;
#pragma omp target parallel for map(tofrom: d)
  for (unsigned char i = 250; i > 200; i--) d[i - 201] = i;
  printf("types %ld %lld %ld %llu %ld %ld\n", hash(a, N), s, hash(b, N), us, hash(c, N), hash(d, N));
}

static void nests(void) {
  int g[8][9] = {{0}}, t[10][10] = {{0}};
  int cnt = 0;
#pragma omp target teams distribute parallel for collapse(2) map(tofrom: g) num_teams(2)
  for (int i = 7; i >= 0; i--)
    for (unsigned j = 0; j < 9u; j += 2) g[i][j] = i * 10 + (int)j;
#pragma omp target teams distribute parallel for collapse(2) map(tofrom: t) reduction(+: cnt)
  for (int i = 0; i < 10; i++)
    for (int j = i; j < 10; j++) { t[i][j] = i + j; cnt++; }
  int u[10][10] = {{0}}, cnt2 = 0;
#pragma omp target parallel for collapse(2) map(tofrom: u) reduction(+: cnt2)
  for (int i = 0; i < 10; i++)
    for (int j = 0; j < 2 * i; j += 2) { u[i][j / 2] = 1 + i * j; cnt2++; }
  long h = 0;
  for (int i = 0; i < 8; i++) for (int j = 0; j < 9; j++) h = h * 5 + g[i][j];
  for (int i = 0; i < 10; i++) for (int j = 0; j < 10; j++) h = h * 5 + t[i][j] + u[i][j];
  printf("nests %ld cnt %d cnt2 %d\n", h, cnt, cnt2);
}

static void spellings(void) {
  int nt = 0, lim = 0, dv = -1, n = 2;
#pragma omp target teams num_teams(2) thread_limit(n + 1) map(tofrom: nt, lim) device(device_num: 0)
  {
    if (omp_get_team_num() == 0) { nt = omp_get_num_teams() >= 1; lim = omp_get_thread_limit(); }
  }
  int a[N];
  for (int i = 0; i < N; i++) a[i] = i;
  long s = 0;
#pragma omp target data map(always, close, tofrom: a)
  {
#pragma omp target map(present, to: a) map(tofrom: s) defaultmap(present: aggregate)
    for (int i = 0; i < N; i++) s += a[i];
  }
#pragma omp target map(tofrom: dv) defaultmap(firstprivate: pointer)
  dv = omp_get_device_num() == omp_get_initial_device() ? 7 : 9;
  printf("spellings nt %d lim %d s %ld\n", nt, lim, s);
}

int main(void) {
  modifiers();
  simd_clauses();
  loop_types();
  nests();
  spellings();
  return 0;
}
