/* Reductions over arrays of arrays (whole, and sections of rows that
 * take every element of the inner dimensions) and over one-dimensional
 * variable-length arrays (whole, sections, the rest from a bound), on
 * combined and nested loop constructs and a teams region with code.
 * Each result is checked against the host's sequential computation. */
#include <omp.h>
#include <stdio.h>

#define R 5
#define C 4

static int errors;

static void check(const char *what, long got, long want) {
  if (got != want) {
    errors++;
    printf("FAIL %s: %ld, expected %ld\n", what, got, want);
  }
}

static void vla(int n, int lo) {
  long h[n], g[n], want_h[n], want_g[n];
  for (int b = 0; b < n; b++) { h[b] = b; g[b] = 1; want_h[b] = b; want_g[b] = 1; }
  for (int i = 0; i < 500; i++) {
    want_h[(i * 7) % n] += i % 13;
    int k = lo + i % (n - lo);
    if (i % 50 == 0) want_g[k] *= 2;
  }
#pragma omp target teams distribute parallel for reduction(+: h)
  for (int i = 0; i < 500; i++) h[(i * 7) % n] += i % 13;
#pragma omp target teams distribute parallel for reduction(*: g[lo:])
  for (int i = 0; i < 500; i++) {
    int k = lo + i % (n - lo);
    if (i % 50 == 0) g[k] *= 2;
  }
  long sh = 0, sg = 0, wh = 0, wg = 0;
  for (int b = 0; b < n; b++) { sh += h[b] * (b + 1); sg += g[b] * (b + 1); wh += want_h[b] * (b + 1); wg += want_g[b] * (b + 1); }
  check("vla whole", sh, wh);
  check("vla rest", sg, wg);
  printf("vla n=%d: %ld %ld\n", n, sh, sg);
  long m[n];
  for (int b = 0; b < n; b++) m[b] = -1;
#pragma omp target map(tofrom: m)
#pragma omp teams distribute parallel for reduction(max: m[1:n - 2])
  for (int i = 0; i < 300; i++) m[1 + i % (n - 2)] = m[1 + i % (n - 2)] > i ? m[1 + i % (n - 2)] : i;
  long mw[n];
  for (int b = 0; b < n; b++) mw[b] = -1;
  for (int i = 0; i < 300; i++) mw[1 + i % (n - 2)] = mw[1 + i % (n - 2)] > i ? mw[1 + i % (n - 2)] : i;
  for (int b = 0; b < n; b++) check("vla section max", m[b], mw[b]);
  printf("vla max: %ld %ld %ld\n", m[1], m[2], m[n - 2]);
}

int main(void) {
  int c[R][C] = {{0}}, cw[R][C] = {{0}};
  double s[R][C], sw[R][C];
  long t3[2][3][4], t3w[2][3][4];
  static double big[64][40], bigw[64][40];
  for (int r = 0; r < R; r++)
    for (int k = 0; k < C; k++) { s[r][k] = sw[r][k] = r * 10 + k; }
  for (int i = 0; i < 24; i++) t3[i / 12][i / 4 % 3][i % 4] = t3w[i / 12][i / 4 % 3][i % 4] = 1;
  for (int i = 0; i < 1000; i++) {
    cw[i % R][i % C]++;
    if (i % R >= 1 && i % R < 3) sw[i % R][i % C] += 0.5;
    if (i % 40 == 0) t3w[i % 2][i % 3][i % 4] *= 3;
    bigw[i % 64][i % 40] += 2.0;
  }
#pragma omp target teams distribute parallel for reduction(+: c)
  for (int i = 0; i < 1000; i++) c[i % R][i % C]++;
#pragma omp target teams distribute parallel for reduction(+: s[1:2][0:C])
  for (int i = 0; i < 1000; i++)
    if (i % R >= 1 && i % R < 3) s[i % R][i % C] += 0.5;
#pragma omp target parallel for reduction(*: t3)
  for (int i = 0; i < 1000; i++)
    if (i % 40 == 0) t3[i % 2][i % 3][i % 4] *= 3;
#pragma omp target teams distribute parallel for reduction(+: big)
  for (int i = 0; i < 1000; i++) big[i % 64][i % 40] += 2.0;
  long sc = 0, ss = 0, st = 0, sb = 0, wc = 0, ws = 0, wt = 0, wb = 0;
  for (int r = 0; r < R; r++)
    for (int k = 0; k < C; k++) {
      sc += c[r][k] * (r * C + k + 1); wc += cw[r][k] * (r * C + k + 1);
      ss += (long)(s[r][k] * 2) * (r + k + 1); ws += (long)(sw[r][k] * 2) * (r + k + 1);
    }
  for (int i = 0; i < 24; i++) { st += t3[i / 12][i / 4 % 3][i % 4] * (i + 1); wt += t3w[i / 12][i / 4 % 3][i % 4] * (i + 1); }
  for (int i = 0; i < 64 * 40; i++) { sb += (long)big[i / 40][i % 40] * (i % 7 + 1); wb += (long)bigw[i / 40][i % 40] * (i % 7 + 1); }
  check("2-D whole", sc, wc);
  check("2-D rows", ss, ws);
  check("3-D product", st, wt);
  check("2-D big", sb, wb);
  printf("combined: %ld %ld %ld %ld\n", sc, ss, st, sb);

  /* bounds in variables, a nested construct, and a teams region with code */
  int lo = 2, nr = 3;
  int d[R][C] = {{0}}, dw[R][C] = {{0}};
  for (int i = 0; i < 600; i++)
    if (i % R >= lo && i % R < lo + nr) dw[i % R][(i / R) % C] += i % 5;
#pragma omp target map(tofrom: d)
#pragma omp teams distribute parallel for reduction(+: d[lo:nr][:])
  for (int i = 0; i < 600; i++)
    if (i % R >= lo && i % R < lo + nr) d[i % R][(i / R) % C] += i % 5;
  long sd = 0, wd = 0;
  for (int r = 0; r < R; r++)
    for (int k = 0; k < C; k++) { sd += d[r][k] * (r * C + k + 1); wd += dw[r][k] * (r * C + k + 1); }
  check("2-D variable rows", sd, wd);
  int e[3][2] = {{0}}, ntm = 0;
#pragma omp target teams num_teams(3) reduction(+: e) map(tofrom: ntm)
  {
    if (omp_get_team_num() == 0) ntm = omp_get_num_teams();
    e[0][0] += 1;
#pragma omp distribute
    for (int i = 0; i < 60; i++) e[i % 3][i % 2] += 2;
  }
  check("teams with code", e[0][0] + e[0][1] * 10 + e[1][0] * 100 + e[1][1] * 1000 + e[2][0] * 10000 + e[2][1] * 100000,
        (20 + ntm) + 200 + 2000 + 20000 + 200000 + 2000000);
  printf("nested: %ld %d %d %d\n", sd, e[0][0] - ntm, e[1][1], e[2][1]);
  vla(9, 3);
  vla(31, 0);
  printf("%s reduction_multidim\n", errors ? "FAIL" : "PASS");
  return errors != 0;
}
