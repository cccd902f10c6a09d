/* Prefix sums in target regions with inscan reductions: inclusive and
 * exclusive scans in a parallel for nested in target, a simd nested in
 * target, and a parallel for simd with max; checked on the host. */
#include <stdio.h>
#define N 1000

int main(void) {
  int a[N], b[N], c[N], d[N], e[N];
  double x[N], px[N];
  for (int i = 0; i < N; i++) {
    a[i] = (i * 7) % 13 - 3;
    x[i] = 0.5 * (i % 9);
  }
  int s = 0, t = 0, u = 0, v = -100;
  double w = 0.0;
#pragma omp target map(tofrom: s, b) map(to: a)
#pragma omp parallel for reduction(inscan, +: s)
  for (int i = 0; i < N; i++) {
    s += a[i];
#pragma omp scan inclusive(s)
    b[i] = s;
  }
#pragma omp target map(tofrom: t, c) map(to: a)
#pragma omp parallel for reduction(inscan, +: t)
  for (int i = 0; i < N; i++) {
    c[i] = t;
#pragma omp scan exclusive(t)
    t += a[i];
  }
#pragma omp target map(tofrom: u, d) map(to: a)
#pragma omp simd reduction(inscan, +: u)
  for (int i = 0; i < N; i++) {
    u += a[i];
#pragma omp scan inclusive(u)
    d[i] = u;
  }
#pragma omp target map(tofrom: v, e) map(to: a)
#pragma omp parallel for simd reduction(inscan, max: v)
  for (int i = 0; i < N; i++) {
    v = v > a[i] ? v : a[i];
#pragma omp scan inclusive(v)
    e[i] = v;
  }
#pragma omp target map(tofrom: w, px) map(to: x)
#pragma omp parallel for reduction(inscan, +: w)
  for (int i = 0; i < N; i++) {
    px[i] = w;
#pragma omp scan exclusive(w)
    w += x[i];
  }
  int r = 0, r2 = 0, m = -100, bad = 0;
  double rw = 0.0;
  for (int i = 0; i < N; i++) {
    r += a[i];
    if (b[i] != r || d[i] != r) bad++;
    if (c[i] != r2) bad++;
    r2 += a[i];
    m = m > a[i] ? m : a[i];
    if (e[i] != m) bad++;
    if (px[i] != rw) bad++;
    rw += x[i];
  }
  printf("s=%d t=%d u=%d v=%d w=%.1f bad=%d\n", s, t, u, v, w, bad);
  printf("b[10]=%d c[10]=%d d[500]=%d e[3]=%d px[999]=%.1f\n", b[10], c[10], d[500], e[3], px[N - 1]);
  return bad != 0;
}
