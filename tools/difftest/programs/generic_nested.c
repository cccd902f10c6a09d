/* Written by hand in the style of OpenMP 5.2 conformance tests, for
 * tools/difftest -file (docs/difftest.md): code between nested constructs in target regions (runs once), nested parallel for with reduction, firstprivate, private, collapse, loops inside sequential while/do/for/if, parallel blocks of several loops with single/masked/barrier/nowait, reductions on teams and nested loops, schedules (with modifiers) and lastprivate, simd and loop constructs.
 */
#include <stdio.h>
#include <stddef.h>
#include <limits.h>
#include <omp.h>

/* part 1 */
#define N1 64
static int part1(void) {
  int a[N1], b[N1]; int total = 0, first = 0, mid = 0, nthr = 0, lvl = -1, lvl0 = -1;
  for (int i = 0; i < N1; i++) a[i] = i;
#pragma omp target map(tofrom: a, b, total, first, mid, nthr, lvl, lvl0)
  {
    first = a[0] + a[N1 - 1];
    lvl0 = omp_get_level() * 10 + omp_get_num_threads();
#pragma omp parallel for num_threads(16)
    for (int i = 0; i < N1; i++) { a[i] = a[i] * 2 + first; }
    mid = a[5];
#pragma omp parallel for num_threads(16) reduction(+: total)
    for (int i = 0; i < N1; i++) { b[i] = a[N1 - 1 - i] - mid; total += b[i]; }
#pragma omp parallel num_threads(16)
    {
#pragma omp single
      nthr = omp_get_num_threads();
#pragma omp for
      for (int i = 0; i < N1; i++) b[i] += 1;
#pragma omp master
      lvl = omp_get_level();
    }
    total += 1000;
  }
  long s = 0; for (int i = 0; i < N1; i++) s += (long)b[i] * (i + 1);
  printf("total=%d first=%d mid=%d nthr=%d lvl=%d lvl0=%d s=%ld\n", total, first, mid, nthr, lvl, lvl0, s);
  /* loops inside sequential control flow in a generic region */
  int c[N1] = {0}; int iters = 0;
#pragma omp target map(tofrom: c, iters)
  {
    for (int r = 0; r < 3; r++) {
      iters++;
#pragma omp parallel for
      for (int i = 0; i < N1; i++) c[i] += r + i;
    }
    if (c[0] == 3) {
#pragma omp parallel for
      for (int i = 0; i < N1; i++) c[i] *= 2;
    }
  }
  long cs = 0; for (int i = 0; i < N1; i++) cs += c[i];
  printf("iters=%d cs=%ld\n", iters, cs);
  return 0;
}

/* part 2 */
#define N2 60
static int part2(void) {
  int a[N2]; int out[8] = {0};
  for (int i = 0; i < N2; i++) a[i] = i % 11;
#pragma omp target map(tofrom: a, out)
  {
    int local = 5;
    int sum = 0;
    int lp = -1;
#pragma omp parallel for reduction(+: sum) num_threads(8)
    for (int i = 0; i < N2; i++) sum += a[i] * local;
    out[0] = sum;
#pragma omp parallel for num_threads(8) reduction(max: lp)
    for (int i = 0; i < N2; i++) lp = lp > a[i] + i ? lp : a[i] + i;
    out[1] = lp;
    int fp = 100;
#pragma omp parallel for firstprivate(fp) num_threads(8)
    for (int i = 0; i < N2; i++) { a[i] = fp + i; }
    out[2] = fp;
    int nt = 0;
#pragma omp parallel for num_threads(8) reduction(max: nt)
    for (int i = 0; i < N2; i++) nt = omp_get_num_threads() > nt ? omp_get_num_threads() : nt;
    out[3] = nt;
    int g[4][5];
#pragma omp parallel for collapse(2) num_threads(8)
    for (int i = 0; i < 4; i++) for (int j = 0; j < 5; j++) g[i][j] = i * 5 + j;
    int gs = 0;
    for (int i = 0; i < 4; i++) for (int j = 0; j < 5; j++) gs += g[i][j];
    out[4] = gs;
    int pv = 9;
#pragma omp parallel for private(pv) num_threads(8)
    for (int i = 0; i < N2; i++) { pv = i; a[i] += pv * 0; }
    out[5] = pv;
    int cnt = 0;
#pragma omp parallel for num_threads(8) reduction(+: cnt)
    for (int i = 0; i < N2; i++) cnt += omp_get_num_threads() + omp_get_level() * 100 + omp_in_parallel() * 1000;
    out[6] = cnt;
    out[7] = omp_get_num_threads() + 10 * omp_get_level();
  }
  long s = 0; for (int i = 0; i < N2; i++) s += a[i] * (i + 1);
  printf("out %d %d %d %d %d %d %d %d s=%ld\n", out[0], out[1], out[2], out[3], out[4], out[5], out[6], out[7], s);
  /* generic region with a parallel block of several loops and nowait */
  int b[N2], c[N2]; int marks[3] = {0};
#pragma omp target map(from: b, c) map(tofrom: marks)
  {
#pragma omp parallel num_threads(4)
    {
#pragma omp for
      for (int i = 0; i < N2; i++) b[i] = i * 2;
#pragma omp single
      marks[0] = b[N2 - 1];
#pragma omp for nowait
      for (int i = 0; i < N2; i++) c[i] = b[N2 - 1 - i] + 1;
#pragma omp barrier
#pragma omp masked
      marks[1] = c[0] + c[N2 - 1];
#pragma omp for schedule(static)
      for (int i = 0; i < N2; i++) c[i] += omp_get_num_threads();
    }
    marks[2] = c[3];
  }
  long t = 0; for (int i = 0; i < N2; i++) t += (long)c[i] * (i + 1) + b[i];
  printf("marks %d %d %d t=%ld\n", marks[0], marks[1], marks[2], t);
  return 0;
}

/* part 3 */
#define N3 50
static int part3(void) {
  int a[N3], hist[5] = {0}; int info[6] = {0};
  for (int i = 0; i < N3; i++) a[i] = (i * 17) % 23;
#pragma omp target map(tofrom: a, hist, info)
  {
    int n = a[3];            /* 17 */
    int tmp[N3];
    int total = 0;
#pragma omp parallel for num_threads(8)
    for (int i = 0; i < n; i++) tmp[i] = a[i] * 2;
#pragma omp parallel for reduction(+: total) num_threads(8)
    for (int i = 0; i < n; i++) total += tmp[i];
    info[0] = total;
    int m = total % 13 + 2;  /* computed bound */
    int k = 0;
    while (k < 3) {
#pragma omp parallel for num_threads(8)
      for (int i = 0; i < m; i++) a[i] += k;
      k++;
      if (k != 2) info[1] += k;
    }
    for (int r = 0; r < 3; r++) {
#pragma omp parallel for num_threads(8)
      for (int i = r; i < N3; i += 3) {
#pragma omp atomic
        hist[a[i] % 5]++;
      }
    }
    int step = 2;
    int acc = 0;
    do {
#pragma omp parallel for reduction(+: acc) num_threads(8)
      for (int i = 0; i < N3; i += step) acc += a[i];
      step++;
    } while (step < 5);
    info[2] = acc;
    info[3] = m;
    info[4] = k;
    int *pp = &tmp[2];
#pragma omp parallel for num_threads(8)
    for (int i = 0; i < 5; i++) pp[i] = -i;
    info[5] = tmp[2] + tmp[3] * 10 + tmp[6] * 100;
  }
  long s = 0; for (int i = 0; i < N3; i++) s += a[i] * (i + 1);
  printf("info %d %d %d %d %d %d hist %d %d %d %d %d s=%ld\n", info[0], info[1], info[2], info[3], info[4], info[5], hist[0], hist[1], hist[2], hist[3], hist[4], s);
  return 0;
}

/* part 4 */
#define N4 97
static int part4(void) {
  int a[N4]; int lp1 = -1, lp2 = -1, lp3 = -1, lp4 = -1, lp5 = -1;
  for (int i = 0; i < N4; i++) a[i] = 0;
#pragma omp target teams distribute parallel for schedule(static, 3) lastprivate(lp1) map(tofrom: a, lp1)
  for (int i = 0; i < N4; i++) { a[i] += 1; lp1 = i * 2; }
#pragma omp target teams distribute parallel for schedule(dynamic, 4) map(tofrom: a)
  for (int i = 0; i < N4; i++) { a[i] += 2; }
#pragma omp target parallel for schedule(guided) lastprivate(lp2) map(tofrom: a, lp2)
  for (int i = N4 - 1; i >= 0; i--) { a[i] += 4; lp2 = i; }
#pragma omp target teams distribute parallel for dist_schedule(static, 5) schedule(static) lastprivate(lp3) map(tofrom: a, lp3)
  for (int i = 0; i < N4; i += 2) { a[i] += 8; lp3 = i; }
#pragma omp target teams distribute dist_schedule(static) lastprivate(lp4) map(tofrom: a, lp4)
  for (int i = 1; i < N4; i += 7) { a[i] += 16; lp4 = i; }
#pragma omp target parallel for schedule(static, 1) lastprivate(lp5) map(tofrom: a, lp5)
  for (int i = 0; i < N4; i++) { a[i] += 32; lp5 = 3 + i; }
  long s = 0; for (int i = 0; i < N4; i++) s += (long)a[i] * (i + 1);
  printf("s=%ld lp=%d %d %d %d %d\n", s, lp1, lp2, lp3, lp4, lp5);
  /* firstprivate + lastprivate on same var with nested construct */
  int z = 7, zz = 0;
#pragma omp target map(tofrom: z, zz)
#pragma omp parallel for lastprivate(z) reduction(+: zz) num_threads(3)
  for (int i = 0; i < 10; i++) { zz += i; z = 7 + i; }
  printf("z=%d zz=%d\n", z, zz);
  /* schedule(monotonic:static) and nonmonotonic:dynamic */
  int c1 = 0;
#pragma omp target teams distribute parallel for schedule(nonmonotonic: dynamic, 2) reduction(+: c1)
  for (int i = 0; i < 50; i++) c1 += i;
  int c2 = 0;
#pragma omp target parallel for schedule(monotonic: static, 2) reduction(+: c2)
  for (int i = 0; i < 50; i++) c2 += i;
  printf("c1=%d c2=%d\n", c1, c2);
  return 0;
}

/* part 5 */
#define N5 128
static int part5(void) {
  float a[N5]; for (int i = 0; i < N5; i++) a[i] = (float)(i % 9);
  float s = 0;
#pragma omp target simd reduction(+: s) map(to: a) safelen(8)
  for (int i = 0; i < N5; i++) s += a[i];
  int s2 = 0, k = 0;
#pragma omp target simd linear(k: 2) reduction(+: s2) map(tofrom: k)
  for (int i = 0; i < 50; i++) { s2 += k; k += 2; }
  printf("s=%g s2=%d k=%d\n", s, s2, k);
  int t = 0;
#pragma omp target teams loop reduction(+: t) map(to: a)
  for (int i = 0; i < N5; i++) t += (int)a[i];
  int u = 0;
  int w = 0;
#pragma omp target parallel map(tofrom: w) num_threads(4)
#pragma omp loop reduction(+: w)
  for (int i = 0; i < N5; i++) w += 2 * i;
  printf("t=%d u=%d w=%d\n", t, u, w);
  int g[8][8]; int mx = 0;
#pragma omp target teams distribute simd collapse(2) map(from: g) reduction(max: mx) map(tofrom: mx)
  for (int i = 0; i < 8; i++) for (int j = 0; j < 8; j++) { g[i][j] = i * j; mx = g[i][j] > mx ? g[i][j] : mx; }
  printf("mx=%d g=%d\n", mx, g[7][6]);
  int cnt = 0;
#pragma omp target teams distribute parallel for simd reduction(+: cnt) if(simd: 0)
  for (int i = 0; i < 33; i++) cnt++;
  printf("cnt=%d\n", cnt);
  return 0;
}

/* part 6 */
#define N6 90
static int part6(void) {
  int a[N6]; for (int i = 0; i < N6; i++) a[i] = (i * 11) % 17;
  long r1 = 0, r2 = 1; int lp = -1, lp2 = -1;
#pragma omp target map(tofrom: r1, r2, lp) map(to: a)
#pragma omp teams num_teams(3) reduction(+: r1) reduction(*: r2)
#pragma omp distribute parallel for reduction(+: r1) reduction(*: r2) lastprivate(lp)
  for (int i = 0; i < N6; i++) { r1 += a[i]; r2 *= (i % 30 == 0) ? 2 : 1; lp = a[i] * 100 + i; }
  printf("r1=%ld r2=%ld lp=%d\n", r1, r2, lp);
  int mx = -1;
#pragma omp target teams map(tofrom: mx, lp2) map(to: a) reduction(max: mx)
#pragma omp distribute dist_schedule(static, 7) lastprivate(lp2)
  for (int i = 0; i < N6; i++) { mx = a[i] > mx ? a[i] : mx; lp2 = i; }
  printf("mx=%d lp2=%d\n", mx, lp2);
  int s = 0;
#pragma omp target teams distribute reduction(+: s) map(to: a)
  for (int i = 0; i < N6; i += 9) {
    int part = 0;
#pragma omp simd reduction(+: part)
    for (int j = 0; j < 9; j++) part += a[i + j];
    s += part;
  }
  printf("s=%d\n", s);
  int t = 0, u = 0;
#pragma omp target parallel map(tofrom: t) num_threads(4)
#pragma omp for reduction(+: t)
  for (int i = 0; i < N6; i++) t += a[i];
#pragma omp target map(tofrom: u) map(to: a)
  {
#pragma omp parallel num_threads(4)
    {
#pragma omp for reduction(+: u)
      for (int i = 0; i < N6; i++) u += a[i] * 2;
#pragma omp for reduction(+: u)
      for (int i = 0; i < N6; i++) u += 1;
    }
  }
  printf("t=%d u=%d\n", t, u);
  return 0;
}

int main(void) {
  printf("part 1\n");
  part1();
  printf("part 2\n");
  part2();
  printf("part 3\n");
  part3();
  printf("part 4\n");
  part4();
  printf("part 5\n");
  part5();
  printf("part 6\n");
  part6();
  return 0;
}
