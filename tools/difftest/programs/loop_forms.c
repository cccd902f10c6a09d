/* Written by hand in the style of OpenMP 5.2 conformance tests, for
 * tools/difftest -file (docs/difftest.md): canonical loop forms: negative and non-unit steps, unsigned, char, short, long and pointer loop variables, steps in variables, decrements of unsigned variables, tests comparing a signed index with an unsigned bound (C compares in unsigned: -5 < 10u is false), bounds from struct members, enumerators, macros and sizeof, collapse with mixed directions, lastprivate and linear.
 */
#include <stdio.h>
#include <stddef.h>
#include <limits.h>
#include <omp.h>

/* part 1 */
static int part1(void) {
  int a[64] = {0};
  int last = -1, j;
  /* negative stride, lastprivate of loop var declared outside */
#pragma omp target teams distribute parallel for lastprivate(j) map(tofrom: a, j)
  for (j = 60; j > 2; j -= 3) a[j] += j;
  printf("j=%d\n", j);
  long sum = 0; for (int i = 0; i < 64; i++) sum += a[i] * (i + 1);
  printf("sum=%ld\n", sum);
  /* unsigned loop var, step 4, <= */
  unsigned u; int cnt = 0;
#pragma omp target parallel for lastprivate(u) reduction(+: cnt) map(tofrom: u, cnt)
  for (u = 3u; u <= 50u; u += 4u) cnt += (int)u;
  printf("u=%u cnt=%d\n", u, cnt);
  /* char loop variable */
  char c; int hist[128] = {0};
#pragma omp target teams distribute parallel for lastprivate(c) map(tofrom: c, hist)
  for (c = 'a'; c <= 'z'; c += 2) hist[(int)c] = c - 'a';
  int hs = 0; for (int i = 0; i < 128; i++) hs += hist[i] * i;
  printf("c=%d hs=%d\n", c, hs);
  /* collapse(2) with negative inner stride and non-unit outer */
  int g[10][12] = {{0}};
  int li, lk;
#pragma omp target teams distribute parallel for collapse(2) lastprivate(li, lk) map(tofrom: g, li, lk)
  for (li = 1; li < 10; li += 2)
    for (lk = 11; lk >= 0; lk -= 5)
      g[li][lk] = li * 100 + lk;
  long gs = 0; for (int x = 0; x < 10; x++) for (int y = 0; y < 12; y++) gs += g[x][y] * (x + 3 * y);
  printf("li=%d lk=%d gs=%ld\n", li, lk, gs);
  /* linear with step 3 */
  int lin = 5; int out[20] = {0};
#pragma omp target parallel for linear(lin: 3) map(tofrom: lin, out)
  for (int i = 0; i < 20; i++) { out[i] = lin; lin += 3; }
  int os = 0; for (int i = 0; i < 20; i++) os += out[i] * (i + 1);
  printf("lin=%d os=%d\n", lin, os);
  /* long loop variable with large step and != */
  long lv; long acc = 0;
#pragma omp target teams distribute parallel for reduction(+: acc) lastprivate(lv) map(tofrom: acc, lv)
  for (lv = -1000000000L; lv < 2000000000L; lv += 500000000L) acc += lv / 1000;
  printf("lv=%ld acc=%ld\n", lv, acc);
  /* unsigned counting down to 0 */
  unsigned ud; unsigned long us = 0;
#pragma omp target teams distribute parallel for reduction(+: us) map(tofrom: us)
  for (ud = 20u; ud > 0u; ud--) us += ud * ud;
  printf("us=%lu\n", us);
  /* collapse(3) with simd */
  int h[4][5][6];
#pragma omp target teams distribute parallel for simd collapse(3) map(from: h)
  for (int x = 0; x < 4; x++) for (int y = 0; y < 5; y++) for (int z = 5; z >= 0; z--) h[x][y][z] = x * 30 + y * 6 + z;
  long hsum = 0; for (int x = 0; x < 4; x++) for (int y = 0; y < 5; y++) for (int z = 0; z < 6; z++) hsum += h[x][y][z] * (z + 1);
  printf("hsum=%ld\n", hsum);
  return 0;
}

/* part 2 */
static int part2(void) {
  int c1 = 0, c2 = 0, c3 = 0, c4 = 0, c5 = 0, c6 = 0, c7 = 0, c8 = 0;
  long s1 = 0, s2 = 0, s3 = 0, s4 = 0, s5 = 0, s6 = 0, s7 = 0, s8 = 0;
  unsigned un = 10u; int st = 3, nst = -2;
#pragma omp target teams distribute parallel for reduction(+: c1, s1)
  for (int i = INT_MAX - 5; i <= INT_MAX - 1; i++) { c1++; s1 += i - (INT_MAX - 5); }
#pragma omp target teams distribute parallel for reduction(+: c2, s2)
  for (unsigned u = 5u; u < 3000000000u; u += 1000000000u) { c2++; s2 += u / 1000u; }
#pragma omp target teams distribute parallel for reduction(+: c3, s3)
  for (unsigned u = 10u; u >= 3u; u -= 3u) { c3++; s3 += u; }
#pragma omp target teams distribute parallel for reduction(+: c4, s4)
  for (int i = 10; i > -10; i -= 7) { c4++; s4 += i * i; }
#pragma omp target teams distribute parallel for reduction(+: c5, s5)
  for (int i = -7; i < 40; i += st) { c5++; s5 += i; }
#pragma omp target teams distribute parallel for reduction(+: c6, s6)
  for (int i = 20; i > 0; i += nst) { c6++; s6 += i; }
#pragma omp target teams distribute parallel for reduction(+: c7, s7)
  for (long i = LONG_MIN + 10; i < LONG_MIN + 100; i += 9) { c7++; s7 += i - LONG_MIN; }
#pragma omp target teams distribute parallel for reduction(+: c8, s8)
  for (unsigned long u = 18446744073709551000ul; u < 18446744073709551500ul; u += 100ul) { c8++; s8 += (long)(u % 1000ul); }
  printf("%d %ld | %d %ld | %d %ld | %d %ld | %d %ld | %d %ld | %d %ld | %d %ld\n", c1, s1, c2, s2, c3, s3, c4, s4, c5, s5, c6, s6, c7, s7, c8, s8);
  /* char and short loop variables crossing zero */
  int d1 = 0, d2 = 0; long t1 = 0, t2 = 0;
#pragma omp target teams distribute parallel for reduction(+: d1, t1)
  for (signed char ch = -100; ch < 100; ch += 9) { d1++; t1 += ch; }
#pragma omp target parallel for reduction(+: d2, t2)
  for (short sv = 30000; sv > -30000; sv -= 1234) { d2++; t2 += sv; }
  printf("%d %ld %d %ld\n", d1, t1, d2, t2);
  return 0;
}

/* part 3 */
static int part3(void) {
  int a[64]; for (int i = 0; i < 64; i++) a[i] = i;
  unsigned ust = 5u; unsigned un = 10u; size_t n = 9; unsigned short us0 = 7;
  int c0 = 0, c1 = 0, c2 = 0, c3 = 0, c4 = 0, c5 = 0, c6 = 0, c7 = 0, c8 = 0, c9 = 0;
  long s0 = 0, s1 = 0, s2 = 0, s3 = 0, s4 = 0, s5 = 0, s6 = 0, s7 = 0, s8 = 0, s9 = 0;
#pragma omp target teams distribute parallel for reduction(+: c0, s0)
  for (int i = 0; i < 60; i += ust) { c0++; s0 += i; }
#pragma omp target teams distribute parallel for reduction(+: c1, s1)
  for (int i = 1; i < 50; i = 4 + i) { c1++; s1 += i; }
#pragma omp target teams distribute parallel for reduction(+: c2, s2)
  for (int i = 20; i > 0; i += -3) { c2++; s2 += i; }
#pragma omp target teams distribute parallel for reduction(+: c3, s3)
  for (int i = 10; i != 0; i--) { c3++; s3 += i; }
#pragma omp target teams distribute parallel for reduction(+: c4, s4) map(to: a)
  for (int *p = a + 60; p > a; p -= 7) { c4++; s4 += *p; }
#pragma omp target teams distribute parallel for reduction(+: c5, s5)
  for (size_t k = n; k > 0; k--) { c5++; s5 += (long)k; }
#pragma omp target teams distribute parallel for reduction(+: c6, s6)
  for (unsigned u = 10u; u < 5u; u++) { c6++; s6 += u; }
#pragma omp target teams distribute parallel for reduction(+: c7, s7)
  for (unsigned short w = 1000; w >= us0; w -= us0) { c7++; s7 += w; }
#pragma omp target teams distribute parallel for reduction(+: c8, s8)
  for (unsigned char b = 250; b > 3; b -= 13) { c8++; s8 += b; }
#pragma omp target teams distribute parallel for reduction(+: c9, s9)
  for (long l = -5; l <= (long)un; l += 2) { c9++; s9 += l; }
  printf("%d %ld|%d %ld|%d %ld|%d %ld|%d %ld|%d %ld|%d %ld|%d %ld|%d %ld|%d %ld\n", c0, s0, c1, s1, c2, s2, c3, s3, c4, s4, c5, s5, c6, s6, c7, s7, c8, s8, c9, s9);
  int d0 = 0, d1 = 0, d2 = 0; long t0 = 0, t1 = 0, t2 = 0;
  int lin = 100; int lout[30];
#pragma omp target parallel for linear(lin: -2) map(tofrom: lin, lout)
  for (int i = 0; i < 30; i++) { lout[i] = lin; lin -= 2; }
  long ls = 0; for (int i = 0; i < 30; i++) ls += lout[i] * (i + 1);
  printf("lin=%d ls=%ld\n", lin, ls);
#pragma omp target teams distribute parallel for collapse(2) reduction(+: d0, t0)
  for (unsigned i = 9u; i > 1u; i -= 4u)
    for (int j = -3; j <= 3; j += 3) { d0++; t0 += (long)i * 10 + j; }
#pragma omp target parallel for collapse(2) reduction(+: d1, t1)
  for (char x = 'z'; x >= 'a'; x -= 5)
    for (long y = 1000000000000L; y > 0; y -= 300000000000L) { d1++; t1 += x + y / 100000000000L; }
#pragma omp target teams distribute reduction(+: d2, t2)
  for (int i = 100; i >= -100; i -= 33) { d2++; t2 += i; }
  printf("%d %ld|%d %ld|%d %ld\n", d0, t0, d1, t1, d2, t2);
  return 0;
}

/* part 4 */
static int part4(void) {
  unsigned un = 10u; long neg = -5; unsigned long ul = 7; int ni = -3;
  int c0 = 0, c1 = 0, c2 = 0, c3 = 0, c4 = 0, c5 = 0, s0 = 0, s1 = 0, s2 = 0, s3 = 0, s4 = 0, s5 = 0;
  for (int i = -5; i < un; i++) s0++;
  for (int i = -5; i <= 3u; i++) s1++;
  for (unsigned u = 0; u < neg; u++) s2++;
  for (int i = 2; i < ul; i++) s3++;
  for (int i = 20; un < i; i--) s4++;
  for (unsigned u = 4; u > ni; u--) s5++;
#pragma omp target teams distribute parallel for reduction(+: c0)
  for (int i = -5; i < un; i++) c0++;
#pragma omp target teams distribute parallel for reduction(+: c1)
  for (int i = -5; i <= 3u; i++) c1++;
#pragma omp target teams distribute parallel for reduction(+: c2)
  for (unsigned u = 0; u < neg; u++) c2++;
#pragma omp target teams distribute parallel for reduction(+: c3)
  for (int i = 2; i < ul; i++) c3++;
#pragma omp target teams distribute parallel for reduction(+: c4)
  for (int i = 20; un < i; i--) c4++;
#pragma omp target parallel for reduction(+: c5)
  for (unsigned u = 4; u > ni; u--) c5++;
  printf("%d %d %d %d %d %d | %d %d %d %d %d %d\n", s0, s1, s2, s3, s4, s5, c0, c1, c2, c3, c4, c5);
  return 0;
}

/* part 5 */
typedef struct { int n; int lo; } rng;
enum { LO = 2, HI = 30 };
#define STEP 3
int getn(int k) { return k * 2; }
static int part5(void) {
  rng r = {40, 4}; int lens[3] = {10, 20, 30}; int nv = 25; int *np = &nv; rng *rp = &r;
  int a[64] = {0};
  int c1 = 0, c2 = 0, c3 = 0, c4 = 0, c5 = 0, c6 = 0, c7 = 0;
#pragma omp target teams distribute parallel for reduction(+: c1)
  for (int i = r.lo; i < r.n; i += STEP) c1 += i;
#pragma omp target teams distribute parallel for reduction(+: c2)
  for (int i = LO; i <= HI; i++) c2 += i;
#pragma omp target teams distribute parallel for reduction(+: c3)
  for (int i = 0; i < lens[1]; i++) c3 += i;
#pragma omp target teams distribute parallel for reduction(+: c4)
  for (int i = 0; i < *np; i++) c4 += i;
#pragma omp target teams distribute parallel for reduction(+: c5)
  for (int i = rp->lo; i < rp->n - 1; i++) c5 += i;
#pragma omp target teams distribute parallel for reduction(+: c6)
  for (int i = 0; i < getn(7); i++) c6 += i;
#pragma omp target teams distribute parallel for reduction(+: c7) map(tofrom: a)
  for (int i = 0; i < (int)(sizeof(a) / sizeof(a[0])); i += (nv > 20 ? 2 : 1)) c7 += i;
  printf("%d %d %d %d %d %d %d\n", c1, c2, c3, c4, c5, c6, c7);
  int d1 = 0, d2 = 0, d3 = 0;
#pragma omp target map(tofrom: a, d1, d2, d3, r, lens)
  {
    int m = lens[2] - r.lo;
#pragma omp parallel for reduction(+: d1)
    for (int i = r.lo; i < r.n; i += STEP) d1 += i;
#pragma omp parallel for reduction(+: d2)
    for (int i = 0; i < m; i++) d2 += i;
#pragma omp parallel for reduction(+: d3)
    for (unsigned i = 0; i < sizeof(lens) / sizeof(lens[0]); i++) d3 += lens[i];
  }
  printf("%d %d %d\n", d1, d2, d3);
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
  return 0;
}
