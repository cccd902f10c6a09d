/* Inscan reductions in declare target functions called from a target
 * region: simd loops with inclusive and exclusive scans, and a parallel
 * for whose region is inactive there; checked against the host. */
#include <stdio.h>
#define N 64
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
static int excl_sum(const int *a, int *out, int n) {
  int s = 0;
#pragma omp simd reduction(inscan, +: s)
  for (int i = 0; i < n; i++) {
    out[i] = s;
#pragma omp scan exclusive(s)
    s += a[i];
  }
  return s;
}
static void incl_par(const int *a, long *out, int n) {
  long t = 0;
#pragma omp parallel for reduction(inscan, +: t)
  for (int i = 0; i < n; i++) {
    t += a[i] * 3L;
#pragma omp scan inclusive(t)
    out[i] = t;
  }
}
#pragma omp end declare target
int main(void) {
  int a[N], r[N], e[N], tot = 0;
  long p[N];
  for (int i = 0; i < N; i++) a[i] = (i * 29 + 7) % 53 - 20;
#pragma omp target map(to: a) map(from: r, e, tot, p)
  {
    running_max(a, r, N);
    tot = excl_sum(a, e, N);
    incl_par(a, p, N);
  }
  int bad = 0, m = -1000000, s = 0;
  long t = 0;
  for (int i = 0; i < N; i++) { m = a[i] > m ? a[i] : m; if (r[i] != m) bad++; if (e[i] != s) bad++; s += a[i]; t += a[i] * 3L; if (p[i] != t) bad++; }
  printf("%d %d %d %d %d %ld %ld\n", r[0], r[N / 2], r[N - 1], e[N - 1], tot, p[1], p[N - 1]);
  printf("%s scan_declare_target_fn\n", bad ? "FAIL" : "PASS");
  return bad != 0;
}
