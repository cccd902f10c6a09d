/* Inscan reductions in host code, outside target regions: parallel for
 * and parallel for simd with inclusive and exclusive scans (each item
 * starting at its identity), beside a simd loop's scan, in main and in
 * a function; checked against a sequential run and a target region. */
#include <stdio.h>
#define N 500

static long prefix_products(const int *a, long *out, int n) {
  long p = 1;
#pragma omp parallel for simd reduction(inscan, *: p) schedule(static)
  for (int i = 0; i < n; i++) {
    p *= (a[i] % 3 == 0) ? 2 : 1;
#pragma omp scan inclusive(p)
    out[i] = p % 1000003;
  }
  return p % 1000003;
}

int main(void) {
  int a[N], inc[N], exc[N], mx[N];
  long pr[N];
  for (int i = 0; i < N; i++) a[i] = (i * 37 + 11) % 101 - 50;
  int s = 0, t = 0, m = -1000;
#pragma omp parallel for reduction(inscan, +: s) num_threads(4)
  for (int i = 0; i < N; i++) {
    s += a[i];
#pragma omp scan inclusive(s)
    inc[i] = s;
  }
#pragma omp parallel for reduction(inscan, +: t)
  for (int i = 0; i < N; i++) {
    exc[i] = t;
#pragma omp scan exclusive(t)
    t += a[i] * 2;
  }
#pragma omp simd reduction(inscan, max: m)
  for (int i = 0; i < N; i++) {
    m = a[i] > m ? a[i] : m;
#pragma omp scan inclusive(m)
    mx[i] = m;
  }
  long p = prefix_products(a, pr, 40);
  long chk = 0;
#pragma omp target teams distribute parallel for reduction(+: chk) map(to: inc, exc)
  for (int i = 0; i < N; i++) chk += (long)inc[i] * (i % 7) - exc[i];
  int bad = 0, rs = 0, rt = 0, rm = -1000;
  long rp = 1, rchk = 0;
  for (int i = 0; i < N; i++) {
    rs += a[i];
    rchk += (long)rs * (i % 7) - rt;
    if (inc[i] != rs || exc[i] != rt) bad++;
    rt += a[i] * 2;
    rm = a[i] > rm ? a[i] : rm;
    if (mx[i] != rm) bad++;
    if (i < 40) {
      rp *= (a[i] % 3 == 0) ? 2 : 1;
      if (pr[i] != rp % 1000003) bad++;
    }
  }
  if (chk != rchk) bad++;
  printf("%d %d %d %ld %d %d %d %ld %ld\n", s, t, m, p, inc[N / 2], exc[N - 1], mx[3], pr[39], chk);
  printf("%s host_scan\n", bad ? "FAIL" : "PASS");
  return bad != 0;
}
