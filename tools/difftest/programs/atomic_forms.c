/* Written by hand in the style of OpenMP 5.2 conformance tests, for
 * tools/difftest -file (docs/difftest.md): atomic read, write, update (every operator, also x = e - x and other non-commutative forms on one thread) and capture and compare forms on int, long, unsigned, char, short, float and double.
 */
#include <stdio.h>
#include <stddef.h>
#include <limits.h>
#include <omp.h>

/* part 1 */
static int part1(void) {
  int x = 0, caps[100], caps2[100]; long y = 0; int mxv = -1, mnv = 1000;
  int vals[100]; for (int i = 0; i < 100; i++) vals[i] = (i * 37) % 101;
#pragma omp target teams distribute parallel for map(tofrom: x, y, caps, caps2, mxv, mnv) map(to: vals)
  for (int i = 0; i < 100; i++) {
    int v;
#pragma omp atomic capture
    v = x++;
    caps[i] = v;
#pragma omp atomic capture
    { y += 2; v = y; }
    caps2[i] = v;
#pragma omp atomic compare
    if (vals[i] > mxv) { mxv = vals[i]; }
#pragma omp atomic compare
    mnv = vals[i] < mnv ? vals[i] : mnv;
  }
  /* captured values are a permutation of 0..99 */
  int seen[100] = {0}, seen2[201] = {0}, bad = 0;
  for (int i = 0; i < 100; i++) { if (caps[i] < 0 || caps[i] >= 100 || seen[caps[i]]++) bad++; if (caps2[i] < 2 || caps2[i] > 200 || caps2[i] % 2 || seen2[caps2[i]]++) bad++; }
  printf("x=%d y=%ld mx=%d mn=%d bad=%d\n", x, y, mxv, mnv, bad);
  /* read / write / update forms */
  int r = 0, w = 0; double dd = 0; unsigned uu = 0;
#pragma omp target parallel for map(tofrom: r, w, dd, uu)
  for (int i = 0; i < 64; i++) {
#pragma omp atomic update
    dd += 0.5;
#pragma omp atomic
    uu |= 1u << (i % 32);
#pragma omp atomic write
    w = 7;
    int rv;
#pragma omp atomic read
    rv = w;
    if (rv != 0 && rv != 7) {
#pragma omp atomic
      r++;
    }
  }
  printf("r=%d w=%d dd=%g uu=%x\n", r, w, dd, uu);
  /* capture forms with prefix, postfix, sub, mul in a target region */
  int cx = 10, c1, c2, c3, c4, c5; long cl = 3;
#pragma omp target map(tofrom: cx, c1, c2, c3, c4, c5, cl)
  {
#pragma omp atomic capture
    c1 = ++cx;
#pragma omp atomic capture
    c2 = cx--;
#pragma omp atomic capture
    { c3 = cx; cx *= 3; }
#pragma omp atomic capture
    { cx -= 4; c4 = cx; }
#pragma omp atomic capture
    c5 = cx = cx - 1;
#pragma omp atomic update
    cl = cl * 5;
  }
  printf("cx=%d %d %d %d %d %d cl=%ld\n", cx, c1, c2, c3, c4, c5, cl);
  /* compare with capture, equality form */
  int e = 5, got = 0, old = -1;
#pragma omp target map(tofrom: e, got, old)
  {
#pragma omp atomic compare capture
    { old = e; if (e == 5) { e = 42; } }
#pragma omp atomic compare
    if (e == 41) { e = 0; }
    got = e;
  }
  printf("e=%d got=%d old=%d\n", e, got, old);
  return 0;
}

/* part 2 */
static int part2(void) {
  int x = 100; double d = 1.0; float f = 64.0f; unsigned char uc = 0; short s = 0; long sh = 1; int rev = 10; unsigned u = 0xFFFFFFFFu;
  int mx = 0, mn = 1000, mx2 = 0, mn2 = 1000;
#pragma omp target teams distribute parallel for map(tofrom: x, d, f, uc, s, sh, rev, u, mx, mn, mx2, mn2)
  for (int i = 0; i < 20; i++) {
#pragma omp atomic
    x = x - 3;
#pragma omp atomic
    d *= 1.5;
#pragma omp atomic
    f /= 2.0f;
#pragma omp atomic
    uc += 20;
#pragma omp atomic update
    s -= 700;
#pragma omp atomic
    u -= 1;
#pragma omp atomic compare
    if (mx < i * 3) { mx = i * 3; }
#pragma omp atomic compare
    if (i * 2 + 5 < mn) { mn = i * 2 + 5; }
#pragma omp atomic compare
    mx2 = mx2 < 7 * i ? 7 * i : mx2;
#pragma omp atomic compare
    mn2 = mn2 > 3 * i + 1 ? 3 * i + 1 : mn2;
  }
  printf("x=%d d=%g f=%g uc=%u s=%d u=%u mx=%d mn=%d mx2=%d mn2=%d\n", x, d, f, uc, s, u, mx, mn, mx2, mn2);
  /* non-commutative forms on a single thread so the order is fixed */
  int a = 10, b = 3, c = 1 << 20, e = 5; long g = 7;
#pragma omp target map(tofrom: a, b, c, e, g)
  {
#pragma omp atomic
    a = 50 - a;
#pragma omp atomic
    b = 2 * b;
#pragma omp atomic
    c >>= 3;
#pragma omp atomic
    e <<= 2;
#pragma omp atomic
    g = 100 / g;
#pragma omp atomic
    a = a / 4;
#pragma omp atomic
    b = b - 1;
  }
  printf("a=%d b=%d c=%d e=%d g=%ld\n", a, b, c, e, g);
  int cap1 = 0, cap2 = 0, cap3 = 0, v = 20; double dv = 2.0, dc = 0;
#pragma omp target map(tofrom: cap1, cap2, cap3, v, dv, dc)
  {
#pragma omp atomic capture
    { cap1 = v; v = 3 - v; }
#pragma omp atomic capture
    { v = v * 2; cap2 = v; }
#pragma omp atomic capture
    { cap3 = v; v = 7; }
#pragma omp atomic capture
    dc = dv /= 4.0;
  }
  printf("cap %d %d %d v=%d dc=%g dv=%g\n", cap1, cap2, cap3, v, dc, dv);
  return 0;
}

int main(void) {
  printf("part 1\n");
  part1();
  printf("part 2\n");
  part2();
  return 0;
}
