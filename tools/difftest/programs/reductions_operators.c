/* Written by hand in the style of OpenMP 5.2 conformance tests, for
 * tools/difftest -file (docs/difftest.md): reductions with every operator and many element types (min/max identities of negative doubles, unsigned above INT_MAX, 64-bit masks), non-identity starting values, zero-trip loops, _Bool and char, and reductions of nested levels.
 */
#include <stdio.h>
#include <stddef.h>
#include <limits.h>
#include <omp.h>

/* part 1 */
#define N1 100
static int part1(void) {
  int a[N1]; long b[N1]; double d[N1];
  for (int i = 0; i < N1; i++) { a[i] = (i * 7) % 13 + 1; b[i] = (i % 5) ? 1 : 2; d[i] = (i % 3) - 1; }
  int s = 3, prod = 1, m = 0, mx = -5, mn = 1000, band = ~0, bor = 0, bx = 0, land = 1, lor = 0;
  long lp = 1; double ds = 0.5;
#pragma omp target teams num_teams(4) thread_limit(32) map(to: a, b, d) map(tofrom: s, prod, m, mx, mn, band, bor, bx, land, lor, lp, ds) \
  reduction(+: s) reduction(-: m) reduction(max: mx) reduction(min: mn) reduction(&: band) reduction(|: bor) reduction(^: bx) reduction(&&: land) reduction(||: lor) reduction(*: lp) reduction(+: ds)
#pragma omp distribute parallel for reduction(+: s) reduction(-: m) reduction(max: mx) reduction(min: mn) reduction(&: band) reduction(|: bor) reduction(^: bx) reduction(&&: land) reduction(||: lor) reduction(*: lp) reduction(+: ds)
  for (int i = 0; i < N1; i++) {
    s += a[i]; m -= a[i]; mx = a[i] > mx ? a[i] : mx; mn = a[i] < mn ? a[i] : mn;
    band &= a[i] | 16; bor |= a[i]; bx ^= a[i]; land = land && a[i]; lor = lor || (a[i] == 13);
    lp *= b[i]; ds += d[i];
  }
  printf("s=%d m=%d mx=%d mn=%d band=%d bor=%d bx=%d land=%d lor=%d lp=%ld ds=%g\n", s, m, mx, mn, band, bor, bx, land, lor, lp, ds);
  /* product over doubles and float min/max */
  double dp = 1.0; float fmx = -1.0f, fmn = 1e9f;
#pragma omp target teams distribute parallel for reduction(*: dp) reduction(max: fmx) reduction(min: fmn) map(to: b, d)
  for (int i = 0; i < N1; i++) { dp *= (double)b[i]; if (d[i] > fmx) fmx = d[i]; if (d[i] < fmn) fmn = d[i]; }
  printf("dp=%g fmx=%g fmn=%g\n", dp, fmx, fmn);
  /* reduction on parallel for nested in target parallel */
  int t = 0, u = 1;
#pragma omp target parallel num_threads(8) map(tofrom: t, u) map(to: a)
  {
#pragma omp for reduction(+: t) reduction(*: u)
    for (int i = 0; i < 10; i++) { t += a[i]; u *= (a[i] % 3) + 1; }
  }
  printf("t=%d u=%d\n", t, u);
  int ok = s == 3 + 0 && 1;
  printf("PASS\n");
  return 0;
}

/* part 2 */
#define N2 50
static int part2(void) {
  double dn[N2]; float fn[N2]; unsigned un[N2]; long ln[N2]; unsigned char uc[N2]; short sh[N2];
  for (int i = 0; i < N2; i++) { dn[i] = -100.0 - i; fn[i] = 1e30f + (float)i * 1e25f; un[i] = 0xFFFFFF00u + i; ln[i] = (i % 2 ? -1L : 1L) << (i % 40); uc[i] = (unsigned char)(200 + i); sh[i] = (short)(i * 300 - 7000); }
  double dmax = -1e300, dmin2 = 0; float fmin = 3e38f, fmax = 0; unsigned umax = 0, umin = 0xFFFFFFFFu; long land_ = -1L, lmin = 0, lmax = 0; unsigned char ucs = 0, ucm = 0; short smin = 0, smax = 0;
#pragma omp target teams distribute parallel for reduction(max: dmax, umax, lmax, ucm, smax) reduction(min: fmin, umin, lmin, smin) reduction(&: land_) reduction(+: ucs) map(to: dn, fn, un, ln, uc, sh)
  for (int i = 0; i < N2; i++) {
    dmax = dn[i] > dmax ? dn[i] : dmax; umax = un[i] > umax ? un[i] : umax; lmax = ln[i] > lmax ? ln[i] : lmax; ucm = uc[i] > ucm ? uc[i] : ucm; smax = sh[i] > smax ? sh[i] : smax;
    fmin = fn[i] < fmin ? fn[i] : fmin; umin = un[i] < umin ? un[i] : umin; lmin = ln[i] < lmin ? ln[i] : lmin; smin = sh[i] < smin ? sh[i] : smin;
    land_ &= ln[i] | 0x7000000000000000L; ucs += uc[i];
  }
  printf("dmax=%g fmin=%g umax=%u umin=%u lmax=%ld lmin=%ld land=%lx ucs=%u ucm=%u smin=%d smax=%d\n", dmax, fmin, umax, umin, lmax, lmin, (unsigned long)land_, ucs, ucm, smin, smax);
  /* reductions starting from non-identity values, zero-trip loops */
  int a1 = 1, a2 = 0, a3 = 3, a4 = -4, a5 = 9, a6 = 6; int n0 = 0;
#pragma omp target teams distribute parallel for reduction(&&: a1) reduction(||: a2) reduction(*: a3) reduction(-: a4) reduction(max: a5) reduction(min: a6)
  for (int i = 0; i < n0; i++) { a1 = a1 && i; a2 = a2 || i; a3 *= i; a4 -= i; a5 = i; a6 = i; }
  printf("zero-trip %d %d %d %d %d %d\n", a1, a2, a3, a4, a5, a6);
  int b1 = 7, b2 = 0, b3 = 3, b4 = -4, b5 = 9, b6 = 6;
#pragma omp target parallel for reduction(&&: b1) reduction(||: b2) reduction(*: b3) reduction(-: b4) reduction(max: b5) reduction(min: b6) num_threads(4)
  for (int i = 1; i < 6; i++) { b1 = b1 && i; b2 = b2 || (i == 3) * 4; b3 *= i; b4 -= i; b5 = i > b5 ? i : b5; b6 = i < b6 ? i : b6; }
  printf("tpf %d %d %d %d %d %d\n", b1, b2, b3, b4, b5, b6);
  /* _Bool and char reductions */
  _Bool bb = 1; char cc = 'A'; long long ll = 1;
#pragma omp target teams distribute parallel for reduction(&&: bb) reduction(+: cc) reduction(*: ll)
  for (int i = 0; i < 20; i++) { bb = bb && (i < 30); cc += (i % 2); ll *= (i % 4 == 0 ? 3 : 1); }
  printf("bb=%d cc=%c ll=%lld\n", bb, cc, ll);
  /* float product and double subtraction */
  float fp = 1.0f; double dsub = 100.0;
#pragma omp target teams distribute parallel for reduction(*: fp) reduction(-: dsub)
  for (int i = 0; i < 24; i++) { fp *= (i % 3 == 0 ? 2.0f : 1.0f); dsub -= 0.25 * i; }
  printf("fp=%g dsub=%g\n", fp, dsub);
  return 0;
}

int main(void) {
  printf("part 1\n");
  part1();
  printf("part 2\n");
  part2();
  return 0;
}
