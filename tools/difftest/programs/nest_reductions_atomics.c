/* Written by hand in the style of OpenMP offload applications, for
 * tools/difftest -file (docs/difftest.md): reductions of arrays, sections
 * and several operators on teams and nested levels, atomic capture,
 * compare and update forms under contention, critical and atomics on
 * struct members, collapsed and non-rectangular nests, generic regions
 * with parallel regions of code beside loops, target parallel with
 * reduction on the parallel construct (user-defined too), and a parallel
 * loop construct as all of a teams region. */

#include <stdio.h>
#include <omp.h>

#define N 400
#define B 8
static int part_p08(void) {
  printf("== p08\n");
  int a[N]; int hist[B] = {0}; double part[4] = {0, 0, 0, 0};
  for (int i = 0; i < N; i++) a[i] = (i * 13) % 29;
#pragma omp target teams distribute parallel for reduction(+: hist) map(to: a)
  for (int i = 0; i < N; i++) hist[a[i] % B]++;
#pragma omp target teams distribute parallel for reduction(+: part[1:2]) map(to: a)
  for (int i = 0; i < N; i++) { part[1] += a[i]; part[2] += 1; }
  int rh[B] = {0}; double rp = 0; for (int i = 0; i < N; i++) { rh[a[i] % B]++; rp += a[i]; }
  int bad = 0; for (int b = 0; b < B; b++) bad += hist[b] != rh[b];
  printf("hist_bad=%d part=%g %g %g %g ok=%d\n", bad, part[0], part[1], part[2], part[3], part[1] == rp);
  /* teams reduction (both levels) with nested distribute parallel for, array */
  int h2[B] = {0}; int mx = -1, mn = 1000;
#pragma omp target teams num_teams(4) reduction(+: h2) reduction(max: mx) reduction(min: mn) map(to: a)
#pragma omp distribute parallel for reduction(+: h2) reduction(max: mx) reduction(min: mn)
  for (int i = 0; i < N; i++) { h2[a[i] % B] += 2; if (a[i] > mx) mx = a[i]; if (a[i] < mn) mn = a[i]; }
  bad = 0; for (int b = 0; b < B; b++) bad += h2[b] != 2 * rh[b];
  printf("h2_bad=%d mx=%d mn=%d\n", bad, mx, mn);
  /* multiplication and logical */
  double prod = 1; int all = 1, any = 0, bx = 0;
#pragma omp target teams distribute parallel for reduction(*: prod) reduction(&&: all) reduction(||: any) reduction(^: bx) map(to: a)
  for (int i = 0; i < 40; i++) { prod *= (a[i] % 3 == 0 ? 1.5 : 1.0); all = all && a[i] < 29; any = any || a[i] == 28; bx ^= a[i]; }
  double rpr = 1; int rbx = 0; for (int i = 0; i < 40; i++) { rpr *= (a[i] % 3 == 0 ? 1.5 : 1.0); rbx ^= a[i]; }
  printf("prod_ok=%d all=%d any=%d bx_ok=%d\n", prod == rpr, all, any, bx == rbx);
  return 0;
}
#undef N
#undef B

#define N 1000
static int part_p12(void) {
  printf("== p12\n");
  int x = 0, y = 100, z = 0, mn = 1 << 30, mx = -1, sw = 7, cap1[N], cap2[N], cap3[N], eqc = 0, flag = 0;
  double d = 0; long l = 0; unsigned u = 0xffff; float f = 1.0f;
#pragma omp target teams distribute parallel for map(tofrom: x, y, z, mn, mx, sw, cap1, cap2, cap3, d, l, u, f, eqc, flag)
  for (int i = 0; i < N; i++) {
#pragma omp atomic capture
    cap1[i] = x++;
#pragma omp atomic capture
    cap2[i] = --y;
#pragma omp atomic capture
    { cap3[i] = z; z += 2; }
#pragma omp atomic compare
    mn = mn > i ? i : mn;
#pragma omp atomic compare
    if (mx < i) { mx = i; }
#pragma omp atomic update
    d += 0.5;
#pragma omp atomic
    l = l + i;
#pragma omp atomic
    u &= ~(1u << (i % 16));
#pragma omp atomic seq_cst
    f = f * 1.0f;
    int old;
#pragma omp atomic compare capture
    { old = flag; if (flag == 0) { flag = i + 1; } }
    if (old == 0) {
#pragma omp atomic
      eqc++;
    }
  }
  int seen[N] = {0}, dup = 0, dup3 = 0, seen3[N] = {0};
  for (int i = 0; i < N; i++) { if (cap1[i] < 0 || cap1[i] >= N || seen[cap1[i]]++) dup++; }
  for (int i = 0; i < N; i++) { int k = cap3[i] / 2; if (cap3[i] % 2 || k < 0 || k >= N || seen3[k]++) dup3++; }
  int seen2[N] = {0}, dup2 = 0;
  for (int i = 0; i < N; i++) { int k = 99 - cap2[i]; if (k < 0 || k >= N || seen2[k]++) dup2++; }
  printf("x=%d y=%d z=%d dup=%d %d %d mn=%d mx=%d d=%g l=%ld u=%u f=%g eqc=%d flag_ok=%d\n", x, y, z, dup, dup2, dup3, mn, mx, d, l, u, f, eqc, flag >= 1 && flag <= N);
  /* swap capture */
  int s = 0, got[64];
#pragma omp target parallel num_threads(16) map(tofrom: s, got)
  {
    int t = omp_get_thread_num(), v;
#pragma omp atomic capture
    { v = s; s = t + 1; }
    got[t] = v;
  }
  printf("swap_last_in_range=%d\n", s >= 1 && s <= 16);
  return 0;
}
#undef N

#define N 64
#pragma omp declare target
int hits = 0;
static void bump(int *c, int v) {
#pragma omp atomic
  *c += v;
}
int work(int i) {
  int r = 0;
  for (int k = 0; k <= i % 5; k++) r += k;
  bump(&hits, 1);
  return r;
}
#pragma omp end declare target
static int part_p13(void) {
  printf("== p13\n");
  int out[N]; long s = 0;
#pragma omp target teams distribute parallel for map(from: out) reduction(+: s) map(tofrom: hits)
  for (int i = 0; i < N; i++) { out[i] = work(i); s += out[i]; }
  long r = 0; int bad = 0;
  for (int i = 0; i < N; i++) { int w = 0; for (int k = 0; k <= i % 5; k++) w += k; r += w; bad += out[i] != w; }
  printf("s_ok=%d bad=%d hits=%d\n", s == r, bad, hits);
  /* critical with names + hint, masked filter */
  int c1 = 0, c2 = 0, m = -1, m2 = 0, nth = 0;
#pragma omp target parallel num_threads(6) map(tofrom: c1, c2, m, m2, nth)
  {
#pragma omp critical(upd) hint(omp_sync_hint_contended)
    c1 += 2;
#pragma omp critical
    c2 += omp_get_thread_num();
#pragma omp masked filter(2)
    m = omp_get_thread_num();
#pragma omp master
    { m2++; nth = omp_get_num_threads(); }
  }
  printf("c1_ok=%d c2_ok=%d m=%d m2=%d\n", c1 == 2 * nth, c2 == nth * (nth - 1) / 2, nth > 2 ? m == 2 : m == -1, m2);
  return 0;
}
#undef N

#define NI 12
#define NJ 9
#define NK 5
static int part_p15(void) {
  printf("== p15\n");
  double A[NI][NJ], v[NJ], y[NI]; long cnt = 0; double tot = 0;
  for (int i = 0; i < NI; i++) for (int j = 0; j < NJ; j++) A[i][j] = i - j * 0.5;
  for (int j = 0; j < NJ; j++) v[j] = j + 1;
  /* matvec: teams distribute + inner parallel for reduction + simd */
#pragma omp target teams distribute map(to: A, v) map(from: y) num_teams(4)
  for (int i = 0; i < NI; i++) {
    double acc = 0;
#pragma omp parallel for reduction(+: acc)
    for (int j = 0; j < NJ; j++) acc += A[i][j] * v[j];
    y[i] = acc;
  }
  int bad = 0; for (int i = 0; i < NI; i++) { double r = 0; for (int j = 0; j < NJ; j++) r += A[i][j] * v[j]; bad += y[i] != r; }
  printf("matvec_bad=%d\n", bad);
  /* collapse(3) with two reductions, teams level */
  int g[NI][NJ][NK];
#pragma omp target teams distribute parallel for collapse(3) reduction(+: cnt, tot) map(from: g)
  for (int i = 0; i < NI; i++)
    for (int j = 0; j < NJ; j++)
      for (int k = 0; k < NK; k++) { g[i][j][k] = i * 100 + j * 10 + k; cnt++; tot += 0.25 * (i + j + k); }
  double rt = 0; bad = 0;
  for (int i = 0; i < NI; i++) for (int j = 0; j < NJ; j++) for (int k = 0; k < NK; k++) { rt += 0.25 * (i + j + k); bad += g[i][j][k] != i * 100 + j * 10 + k; }
  printf("cnt=%ld tot_ok=%d bad=%d\n", cnt, tot == rt, bad);
  /* collapse(2) in target parallel with schedule(dynamic) and a nested simd */
  long s = 0;
#pragma omp target parallel map(tofrom: s) num_threads(4)
  {
#pragma omp for collapse(2) schedule(dynamic, 5) reduction(+: s)
    for (int i = 0; i < NI; i++)
      for (int j = 0; j < NJ; j++) {
        long inner = 0;
#pragma omp simd reduction(+: inner)
        for (int k = 0; k < NK; k++) inner += i * j * k;
        s += inner;
      }
  }
  long rs = 0; for (int i = 0; i < NI; i++) for (int j = 0; j < NJ; j++) for (int k = 0; k < NK; k++) rs += i * j * k;
  printf("s_ok=%d\n", s == rs);
  return 0;
}
#undef NI
#undef NJ
#undef NK

#define N 256
static int part_p16(void) {
  printf("== p16\n");
  int a[N], b[N], ph[32], nb[32], nth = 0;
  for (int i = 0; i < N; i++) { a[i] = i; b[i] = 0; }
  /* barrier phases */
#pragma omp target parallel num_threads(8) map(tofrom: ph, nb, nth)
  {
    int t = omp_get_thread_num(), n = omp_get_num_threads();
    ph[t] = t * 10;
#pragma omp barrier
    nb[t] = ph[(t + 1) % n];
#pragma omp barrier
#pragma omp single nowait
    nth = n;
  }
  int bad = 0; for (int t = 0; t < nth; t++) bad += nb[t] != ((t + 1) % nth) * 10;
  printf("phases_bad=%d\n", bad);
  /* firstprivate, lastprivate on for inside target parallel */
  int last = -1, fp = 5, lsec = 0; int out[N];
#pragma omp target parallel num_threads(4) map(tofrom: last, out, lsec)
  {
#pragma omp for lastprivate(last) firstprivate(fp)
    for (int i = 0; i < N; i++) { fp += 1; out[i] = fp > 5; last = i * 2; }
#pragma omp sections lastprivate(lsec)
    {
#pragma omp section
      lsec = 1;
#pragma omp section
      lsec = 2;
    }
  }
  bad = 0; for (int i = 0; i < N; i++) bad += out[i] != 1;
  printf("last=%d bad=%d lsec=%d\n", last, bad, lsec);
  /* generic target: code, parallel for, code, parallel for */
  int acc = 0; long s = 0;
#pragma omp target map(tofrom: a, b, acc, s)
  {
    acc = 3;
#pragma omp parallel for
    for (int i = 0; i < N; i++) b[i] = a[i] + acc;
    acc += b[N - 1];
#pragma omp parallel for reduction(+: s)
    for (int i = 0; i < N; i++) s += b[i] - acc;
  }
  long rs = 0; for (int i = 0; i < N; i++) rs += i + 3 - (3 + N - 1 + 3);
  printf("acc=%d s_ok=%d\n", acc, s == rs);
  /* target + teams distribute + parallel for by hand with teams reduction on array section */
  long h[4] = {0, 0, 0, 0};
#pragma omp target map(tofrom: h) map(to: a)
#pragma omp teams distribute reduction(+: h[0:4]) num_teams(4)
  for (int blk = 0; blk < 8; blk++) {
#pragma omp parallel for reduction(+: h[0:4])
    for (int i = blk * 32; i < blk * 32 + 32; i++) h[a[i] % 4] += a[i];
  }
  long rh[4] = {0}; for (int i = 0; i < N; i++) rh[i % 4] += i;
  printf("h_ok=%d\n", h[0] == rh[0] && h[1] == rh[1] && h[2] == rh[2] && h[3] == rh[3]);
  return 0;
}
#undef N

#define N 100
static int part_p19(void) {
  printf("== p19\n");
  long s = 0, cnt = 0;
#pragma omp target teams num_teams(2) map(tofrom: s, cnt)
#pragma omp parallel loop reduction(+: s, cnt)
  for (int i = 0; i < N; i++) { s += i; cnt++; }
  long nt = cnt / N;
  printf("A ok=%d nt_ok=%d\n", s == nt * N * (N - 1) / 2 && cnt % N == 0, nt >= 1 && nt <= 2);
  return 0;
}
#undef N

#define N 90
static int part_p24(void) {
  printf("== p24\n");
  int a[N], b[N]; long tot = 0; int cp[8] = {0}, secs = 0, nt = 0;
  for (int i = 0; i < N; i++) { a[i] = 0; b[i] = 0; }
#pragma omp target teams num_teams(2) thread_limit(4) map(tofrom: a, b, tot, cp, secs, nt)
#pragma omp parallel
  {
#pragma omp for nowait
    for (int i = 0; i < N; i++) {
#pragma omp atomic
      a[i] += 1;
    }
#pragma omp barrier
#pragma omp for reduction(+: tot) schedule(guided)
    for (int i = 0; i < N; i++) tot += a[i];
    int v;
#pragma omp single copyprivate(v)
    v = 7 + omp_get_team_num() * 0;
#pragma omp atomic
    cp[omp_get_team_num()] += v;
#pragma omp sections
    {
#pragma omp section
      {
#pragma omp atomic
        secs += 1;
      }
#pragma omp section
      {
#pragma omp atomic
        secs += 10;
      }
    }
#pragma omp masked
    if (omp_get_team_num() == 0) nt = omp_get_num_teams();
  }
  int bad = 0; for (int i = 0; i < N; i++) bad += a[i] != nt;
  printf("bad=%d tot_pos=%d cp_ok=%d secs_ok=%d\n", bad, tot > 0, cp[0] % 7 == 0 && cp[0] > 0, secs == 11 * nt);
  return 0;
}
#undef N

#define N 500
static int part_p26(void) {
  printf("== p26\n");
  int x = 0, won = 0, v1[N], v2[N], v3[N], e = 0, mn = 1000, caps = 0, sub = 0, dv = 1000;
  long lx = 0; unsigned ux = 0; double dx = 0;
#pragma omp target teams distribute parallel for map(tofrom: x, won, v1, v2, v3, e, mn, caps, sub, lx, ux, dx, dv)
  for (int i = 0; i < N; i++) {
    int ok;
#pragma omp atomic compare capture
    { ok = e == 0; if (ok) { e = i + 1; } }
    if (ok) {
#pragma omp atomic
      won += 0;
    }
#pragma omp atomic capture
    { x++; v1[i] = x; }
#pragma omp atomic capture
    v2[i] = lx += 2;
#pragma omp atomic capture
    { v3[i] = ux; ux = ux + 3; }
    int old;
#pragma omp atomic compare capture
    { old = mn; if (mn > i) { mn = i; } }
    if (old > i) {
#pragma omp atomic
      caps++;
    }
#pragma omp atomic
    sub = 1 - sub;
#pragma omp atomic update
    dx = 0.5 + dx;
#pragma omp atomic compare
    if (won == 0) { won = i + 1; }
#pragma omp atomic
    dv /= 1;
  }
  int seen[N + 1] = {0}, d1 = 0, d2 = 0, d3 = 0;
  for (int i = 0; i < N; i++) { if (v1[i] < 1 || v1[i] > N || seen[v1[i]]++) d1++; }
  int s2[N + 1] = {0}; for (int i = 0; i < N; i++) { long k = v2[i] / 2; if (v2[i] % 2 || k < 1 || k > N || s2[k]++) d2++; }
  int s3[N] = {0}; for (int i = 0; i < N; i++) { unsigned k = v3[i] / 3; if (v3[i] % 3 || k >= N || s3[k]++) d3++; }
  printf("x=%d lx=%ld ux=%u d=%d %d %d mn=%d caps_ok=%d sub=%d dx=%g won_ok=%d dv=%d e_ok=%d\n", x, lx, ux, d1, d2, d3, mn, caps >= 1, sub, dx, won >= 1 && won <= N, dv, e >= 1 && e <= N);
  return 0;
}
#undef N

#define N 120
static int part_p29(void) {
  printf("== p29\n");
  int a[N], b[N]; long s1 = 0, s2 = 0, s3 = 0; int nt = 0;
  for (int i = 0; i < N; i++) { a[i] = i; b[i] = 0; }
#pragma omp target teams num_teams(3) map(tofrom: a, b, s1, s2, s3, nt)
  {
    int tm = omp_get_team_num();
    if (tm == 0) nt = omp_get_num_teams();
#pragma omp parallel reduction(+: s1)
    {
      s1 += 1;
#pragma omp for
      for (int i = 0; i < 10; i++) { }
    }
#pragma omp distribute parallel for reduction(+: s2)
    for (int i = 0; i < N; i++) { b[i] = a[i] * 2; s2 += b[i]; }
#pragma omp distribute
    for (int k = 0; k < 6; k++) {
#pragma omp parallel reduction(+: s3) num_threads(2)
      {
        s3 += k;
      }
    }
  }
  long r2 = 0; for (int i = 0; i < N; i++) r2 += 2 * i;
  printf("s1_pos=%d s2_ok=%d s3_pos=%d\n", s1 >= nt, s2 == r2, s3 >= 15);
  long t1 = 0, t2 = 0; int x = 0;
#pragma omp target map(tofrom: t1, t2, x, a)
  {
#pragma omp parallel num_threads(4)
    {
#pragma omp for reduction(+: t1)
      for (int i = 0; i < N; i++) t1 += a[i];
    }
    x = (int)t1;
#pragma omp parallel for reduction(+: t2)
    for (int i = 0; i < N; i++) t2 += a[i] + x;
  }
  printf("t1=%ld t2=%ld x=%d\n", t1, t2, x);
  return 0;
}
#undef N

typedef struct { long s; int c; } pair;
#pragma omp declare reduction(padd: pair: omp_out.s += omp_in.s, omp_out.c += omp_in.c) initializer(omp_priv = {0, 0})
static int part_p30(void) {
  printf("== p30\n");
  pair p = {0, 0}; double mn = 1e9; int nth = 0;
#pragma omp target parallel num_threads(6) reduction(padd: p) reduction(min: mn) map(tofrom: nth)
  {
    int t = omp_get_thread_num();
    p.s += t; p.c += 1;
    mn = (t + 0.5) < mn ? t + 0.5 : mn;
    if (t == 0) nth = omp_get_num_threads();
  }
  printf("ok=%d mn=%g\n", p.c == nth && p.s == (long)nth * (nth - 1) / 2, mn);
  return 0;
}

#define N 100
static int part_p31(void) {
  printf("== p31\n");
  int c1[N], c2[N], c3[N]; int li = -1, lj = -1; long s = 0;
  for (int i = 0; i < N; i++) c1[i] = c2[i] = c3[i] = 0;
#pragma omp target parallel for schedule(nonmonotonic: dynamic, 3) map(tofrom: c1)
  for (int i = 0; i < N; i++) c1[i]++;
#pragma omp target teams distribute parallel for schedule(monotonic: static, 2) map(tofrom: c2)
  for (int i = 0; i < N; i++) c2[i]++;
#pragma omp target parallel for simd schedule(simd: static) map(tofrom: c3) reduction(+: s)
  for (int i = 0; i < N; i++) { c3[i]++; s += i; }
  int bad = 0; for (int i = 0; i < N; i++) bad += c1[i] != 1 || c2[i] != 1 || c3[i] != 1;
  printf("bad=%d s=%ld\n", bad, s);
  int i, j;
#pragma omp target parallel for collapse(2) lastprivate(i, j) map(tofrom: i, j)
  for (i = 0; i < 7; i++) for (j = 0; j < 5; j++) { }
  printf("i=%d j=%d\n", i, j);
  int nt = 0, tl = 0;
#pragma omp target teams num_teams(4) thread_limit(8) map(tofrom: nt, tl)
  { if (omp_get_team_num() == 0) { nt = omp_get_num_teams(); tl = omp_get_thread_limit(); } }
  printf("nt_ok=%d tl_pos=%d\n", nt >= 1 && nt <= 4, tl >= 1);
  long s2 = 0;
#pragma omp target teams distribute simd reduction(+: s2) num_teams(3)
  for (int k = 0; k < N; k++) s2 += k * 2;
  printf("s2=%ld\n", s2);
  int o[N];
#pragma omp target parallel for order(concurrent) map(from: o)
  for (int k = 0; k < N; k++) o[k] = k * 3;
  bad = 0; for (int k = 0; k < N; k++) bad += o[k] != 3 * k;
  printf("order_bad=%d\n", bad);
  return 0;
}
#undef N

int main(void) {
  part_p08();
  part_p12();
  part_p13();
  part_p15();
  part_p16();
  part_p19();
  part_p24();
  part_p26();
  part_p29();
  part_p30();
  part_p31();
  return 0;
}
