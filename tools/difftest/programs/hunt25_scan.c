/* Differential program (against clang-19): scan directives in target
 * regions beyond the plain prefix sum: stream compaction (an exclusive
 * scan of flags, then a scatter), two list items in one scan clause,
 * a product scan, min and bitwise-or scans, a long item, a scan whose
 * input phase holds several statements and a nested loop, inscan on a
 * for simd in a target parallel region and on simd in a declare target
 * function. Every item starts at the identity of its operator (clang-19
 * leaves the original value out of parallel for, docs/difftest.md). */
#include <stdio.h>
#define N 300

#pragma omp declare target
static void running_max(const int *a, int *out, int n) {
  int m = -1000000;
#pragma omp simd reduction(inscan, max: m)
  for (int i = 0; i < n; i++) {
    m = a[i] > m ? a[i] : m;
#pragma omp scan inclusive(m)
    out[i] = m;
  }
}
#pragma omp end declare target

int main(void) {
  int a[N], flag[N], pos[N], packed[N], s1[N], s2[N], pm[N], mn[N], bo[N], rmx[N];
  long lsum[N];
  double prod[N];
  for (int i = 0; i < N; i++) {
    a[i] = (i * 29 + 7) % 53 - 20;
    flag[i] = (a[i] % 3 == 0);
    packed[i] = -999;
  }
  /* stream compaction: positions from an exclusive scan of the flags */
  int cnt = 0;
#pragma omp target map(to: flag, a) map(from: pos) map(tofrom: cnt, packed)
  {
#pragma omp parallel for reduction(inscan, +: cnt)
    for (int i = 0; i < N; i++) {
      pos[i] = cnt;
#pragma omp scan exclusive(cnt)
      cnt += flag[i];
    }
#pragma omp parallel for
    for (int i = 0; i < N; i++)
      if (flag[i]) packed[pos[i]] = a[i];
  }
  /* two items in one clause, a multi-statement input phase */
  int x = 0, y = 0;
#pragma omp target map(to: a) map(from: s1, s2) map(tofrom: x, y)
#pragma omp parallel for reduction(inscan, +: x, y)
  for (int i = 0; i < N; i++) {
    int t = a[i] * 2;
    x += t;
    y += (a[i] > 0) ? 1 : 0;
#pragma omp scan inclusive(x, y)
    s1[i] = x;
    s2[i] = y;
  }
  /* a product of small powers of two: exact in double */
  double p = 1.0;
#pragma omp target map(to: a) map(from: prod) map(tofrom: p)
#pragma omp parallel for reduction(inscan, *: p)
  for (int i = 0; i < 60; i++) {
    prod[i] = p;
#pragma omp scan exclusive(p)
    p *= (a[i] & 1) ? 2.0 : 0.5;
  }
  /* min, bitwise or, a long sum over an inner loop */
  int lo = 1000000, orr = 0;
  long ls = 0;
#pragma omp target map(to: a) map(from: mn, bo, lsum) map(tofrom: lo, orr, ls)
  {
#pragma omp parallel for simd reduction(inscan, min: lo)
    for (int i = 0; i < N; i++) {
      lo = a[i] < lo ? a[i] : lo;
#pragma omp scan inclusive(lo)
      mn[i] = lo;
    }
#pragma omp parallel for reduction(inscan, |: orr)
    for (int i = 0; i < N; i++) {
      bo[i] = orr;
#pragma omp scan exclusive(orr)
      orr |= 1 << (i % 23);
    }
#pragma omp parallel for reduction(inscan, +: ls)
    for (int i = 0; i < N; i++) {
      for (int j = 0; j <= i % 4; j++) ls += (long)a[i] * 1000003L;
#pragma omp scan inclusive(ls)
      lsum[i] = ls;
    }
  }
#pragma omp target map(to: a) map(from: rmx)
  running_max(a, rmx, N);

  int bad = 0, c = 0, rx = 0, ry = 0, rl = 1000000, ro = 0, rm = -1000000;
  long rls = 0;
  double rp = 1.0;
  for (int i = 0; i < N; i++) {
    if (flag[i]) { if (packed[c] != a[i] || pos[i] != c) bad++; c++; }
    rx += a[i] * 2; ry += a[i] > 0;
    if (s1[i] != rx || s2[i] != ry) bad++;
    if (i < 60) { if (prod[i] != rp) bad++; rp *= (a[i] & 1) ? 2.0 : 0.5; }
    rl = a[i] < rl ? a[i] : rl;
    if (mn[i] != rl) bad++;
    if (bo[i] != ro) bad++;
    ro |= 1 << (i % 23);
    for (int j = 0; j <= i % 4; j++) rls += (long)a[i] * 1000003L;
    if (lsum[i] != rls) bad++;
    rm = a[i] > rm ? a[i] : rm;
    if (rmx[i] != rm) bad++;
  }
  printf("cnt %d packed %d %d %d x %d y %d p %g lo %d or %d ls %ld bad %d\n", cnt, packed[0], packed[1],
         packed[cnt - 1], x, y, p, lo, orr, ls, bad);
  printf("s1 %d %d s2 %d prod %g %g mn %d bo %d lsum %ld rmx %d\n", s1[5], s1[N - 1], s2[N / 2], prod[7], prod[59],
         mn[N / 3], bo[40], lsum[N - 2], rmx[N / 2]);
  return 0;
}
