/* Inscan reductions in target regions. The scan value of each
 * iteration includes the list item's original value and the list item
 * ends with every update (OpenMP 5.2 §5.6, PRESUMlast); clang-19 leaves
 * the original value out of both for a parallel for (docs/difftest.md).
 * Checked against sums computed on the host. */
#include <stdio.h>

#define N 777
#define R 24
#define C 40

int main(void) {
  int a[N], inc[N], exc[N];
  long long m[R][C], pm[R][C];
  for (int i = 0; i < N; i++) a[i] = (i * 11) % 17 - 5;
  for (int r = 0; r < R; r++)
    for (int c = 0; c < C; c++) m[r][c] = (r + 1) * (c % 5) - c;

  /* A nonzero original value, inclusive and exclusive. */
  int s = 1000, t = -50;
#pragma omp target map(tofrom: s, t, inc, exc) map(to: a)
  {
#pragma omp parallel for reduction(inscan, +: s)
    for (int i = 0; i < N; i++) {
      s += a[i];
#pragma omp scan inclusive(s)
      inc[i] = s;
    }
#pragma omp parallel for simd reduction(inscan, +: t)
    for (int i = 0; i < N; i++) {
      exc[i] = t;
#pragma omp scan exclusive(t)
      t += 2 * a[i];
    }
  }

  /* A local of the region, then read after the loop. */
  int last = 0, firstneg = -1;
#pragma omp target map(tofrom: last, firstneg) map(to: a)
  {
    int lo = 7;
    int prod = 1;
#pragma omp simd reduction(inscan, min: lo) reduction(inscan, *: prod)
    for (int i = 0; i < N; i++) {
      lo = a[i] < lo ? a[i] : lo;
      prod *= (a[i] % 3 == 0 ? -1 : 1);
#pragma omp scan inclusive(lo, prod)
      if (prod < 0 && firstneg < 0) firstneg = i;
    }
    last = lo;
  }

  /* Row prefix sums: a simd scan in each iteration of a loop kernel. */
#pragma omp target teams distribute parallel for map(to: m) map(from: pm)
  for (int r = 0; r < R; r++) {
    long long run = r;
#pragma omp simd reduction(inscan, +: run)
    for (int c = 0; c < C; c++) {
      run += m[r][c];
#pragma omp scan inclusive(run)
      pm[r][c] = run;
    }
  }

  int bad = 0;
  int hs = 1000, ht = -50, hlo = 7, hprod = 1, hfirst = -1;
  for (int i = 0; i < N; i++) {
    hs += a[i];
    if (inc[i] != hs) bad++;
    if (exc[i] != ht) bad++;
    ht += 2 * a[i];
    hlo = a[i] < hlo ? a[i] : hlo;
    hprod *= (a[i] % 3 == 0 ? -1 : 1);
    if (hprod < 0 && hfirst < 0) hfirst = i;
  }
  if (s != hs || t != ht || last != hlo || firstneg != hfirst) bad++;
  for (int r = 0; r < R; r++) {
    long long run = r;
    for (int c = 0; c < C; c++) {
      run += m[r][c];
      if (pm[r][c] != run) bad++;
    }
  }
  printf("scan: s %d t %d min %d firstneg %d pm %lld\n", s, t, last, firstneg, pm[R - 1][C - 1]);
  printf("%s target_scan\n", bad ? "FAIL" : "PASS");
  return bad != 0;
}
