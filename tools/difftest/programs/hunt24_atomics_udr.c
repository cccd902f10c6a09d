/* Differential program (against clang-19): atomic capture/compare/seq_cst/release-acquire under many threads, user-defined reductions on structs (through declare target functions too) at combined and nested levels, non-rectangular collapse(3). */
#include <omp.h>
#include <stdio.h>
#include <limits.h>

typedef struct { int lo, hi; long sum; } Range;
#pragma omp declare reduction(rmerge: Range: omp_out.lo = omp_in.lo < omp_out.lo ? omp_in.lo : omp_out.lo, omp_out.hi = omp_in.hi > omp_out.hi ? omp_in.hi : omp_out.hi, omp_out.sum += omp_in.sum) initializer(omp_priv = (Range){INT_MAX, INT_MIN, 0})

typedef struct { double re, im; } Cx;
static void cx_mul(Cx *o, const Cx *i) { Cx r = {o->re * i->re - o->im * i->im, o->re * i->im + o->im * i->re}; *o = r; }
#pragma omp declare target to(cx_mul)
#pragma omp declare reduction(cmul: Cx: cx_mul(&omp_out, &omp_in)) initializer(omp_priv = (Cx){1.0, 0.0})

static int gcd(int a, int b) { while (b) { int t = a % b; a = b; b = t; } return a; }
#pragma omp declare target to(gcd)
#pragma omp declare reduction(gcdr: int: omp_out = gcd(omp_out, omp_in)) initializer(omp_priv = 0)

#pragma omp declare reduction(bitcat: unsigned long: omp_out |= omp_in)

int main(void) {
  /* atomics with many threads */
  int cnt = 0, mx = -1, mn = 1 << 20, cas = 0, capsum = 0, seen[256];
  long lcnt = 0; double dsum = 0;
  for (int i = 0; i < 256; i++) seen[i] = 0;
#pragma omp target teams distribute parallel for num_teams(4) thread_limit(64) map(tofrom: cnt, mx, mn, cas, capsum, seen, lcnt, dsum)
  for (int i = 0; i < 256; i++) {
    int v;
#pragma omp atomic capture seq_cst
    v = cnt++;
    seen[v] = 1;
#pragma omp atomic compare
    if (mx < (i * 37) % 251) { mx = (i * 37) % 251; }
#pragma omp atomic compare seq_cst
    mn = mn > (i * 53) % 241 + 3 ? (i * 53) % 241 + 3 : mn;
    int old;
#pragma omp atomic compare capture
    { old = cas; if (cas == i % 2) { cas = i % 2 + 1; } }
    (void)old;
    int c2;
#pragma omp atomic capture
    { capsum += i; c2 = capsum; }
    (void)c2;
#pragma omp atomic update relaxed
    lcnt += (long)i * i;
#pragma omp atomic
    dsum += 0.5;
  }
  int ns = 0; for (int i = 0; i < 256; i++) ns += seen[i];
  printf("atomics cnt %d ns %d mx %d mn %d cas %d capsum %d lcnt %ld dsum %.1f\n", cnt, ns, mx, mn, cas, capsum, lcnt, dsum);

  int flag = 0, data = 0, got = -1;
#pragma omp target parallel num_threads(2) map(tofrom: flag, data, got)
  {
    if (omp_get_thread_num() == 0) {
      data = 42;
#pragma omp atomic write release
      flag = 1;
    } else {
      int f = 0;
      while (!f) {
#pragma omp atomic read acquire
        f = flag;
      }
      got = data;
    }
  }
  printf("release/acquire %d\n", got);

  int ticket = 0, hist[8] = {0};
#pragma omp target parallel num_threads(8) map(tofrom: ticket, hist)
  {
    int mine;
#pragma omp atomic capture
    { mine = ticket; ticket = ticket + 1; }
    int prev;
#pragma omp atomic capture
    prev = hist[mine % 8] += 1;
    (void)prev;
  }
  printf("tickets %d %d %d\n", ticket, hist[0], hist[7]);

  /* user-defined reductions */
  Range r = {INT_MAX, INT_MIN, 0};
  Cx p = {1.0, 0.0};
  int g = 0; unsigned long bits = 0;
  int vals[60];
  for (int i = 0; i < 60; i++) vals[i] = (i * 29) % 61 + 1;
#pragma omp target teams distribute parallel for reduction(rmerge: r) reduction(gcdr: g) reduction(bitcat: bits) map(to: vals) num_teams(3)
  for (int i = 0; i < 60; i++) {
    if (vals[i] < r.lo) r.lo = vals[i];
    if (vals[i] > r.hi) r.hi = vals[i];
    r.sum += vals[i];
    g = gcd(g, vals[i] * 6);
    bits |= 1ul << (vals[i] % 64);
  }
  printf("udr %d %d %ld gcd %d bits %lx\n", r.lo, r.hi, r.sum, g, bits);
#pragma omp target parallel for reduction(cmul: p) num_threads(4)
  for (int i = 0; i < 8; i++) { Cx f = {0.0, 1.0}; cx_mul(&p, &f); }
  printf("cmul %.1f %.1f\n", p.re + 0.0, p.im + 0.0);
  Range r2 = {INT_MAX, INT_MIN, 0};
#pragma omp target map(tofrom: r2) map(to: vals)
#pragma omp teams num_teams(2) reduction(rmerge: r2)
#pragma omp distribute parallel for reduction(rmerge: r2)
  for (int i = 10; i < 50; i++) { if (vals[i] < r2.lo) r2.lo = vals[i]; if (vals[i] > r2.hi) r2.hi = vals[i]; r2.sum += i; }
  printf("udr nested %d %d %ld\n", r2.lo, r2.hi, r2.sum);

  /* collapse(3) non-rectangular */
  int tri[12][12][12];
  for (int i = 0; i < 12; i++) for (int j = 0; j < 12; j++) for (int k = 0; k < 12; k++) tri[i][j][k] = 0;
  long csum = 0;
#pragma omp target teams distribute parallel for collapse(3) map(tofrom: tri) reduction(+: csum)
  for (int i = 0; i < 12; i++)
    for (int j = i; j < 12; j++)
      for (int k = j; k < 12; k++) { tri[i][j][k] += i + 2 * j + 3 * k + 1; csum += 1; }
  long h = 0;
  for (int i = 0; i < 12; i++) for (int j = 0; j < 12; j++) for (int k = 0; k < 12; k++) h = (h * 31 + tri[i][j][k]) % 1000003;
  printf("collapse3 %ld %ld\n", csum, h);
  int cube[6][6][6]; long c2 = 0;
  for (int i = 0; i < 6; i++) for (int j = 0; j < 6; j++) for (int k = 0; k < 6; k++) cube[i][j][k] = -1;
#pragma omp target parallel for collapse(3) map(tofrom: cube) reduction(+: c2)
  for (int i = 0; i < 6; i++)
    for (int j = 0; j <= i; j++)
      for (int k = j; k < 6; k++) { cube[i][j][k] = i * 100 + j * 10 + k; c2 += k; }
  h = 0;
  for (int i = 0; i < 6; i++) for (int j = 0; j < 6; j++) for (int k = 0; k < 6; k++) h = (h * 31 + cube[i][j][k] + 7) % 1000003;
  printf("collapse3b %ld %ld\n", c2, h);
  return 0;
}
