/* Atomic constructs in a target teams distribute parallel for loop, in
 * every statement shape: capture as v = x++, x--, ++x, --x, x op= e,
 * x = x op e, the two-statement blocks in both orders (also with a
 * plain write), on int, unsigned, long long, float and double items;
 * update with non-commutative and bitwise operators; compare as the
 * conditional expression and the if statement, with capture before the
 * update. Every checked value is independent of the order in which the
 * iterations run. */
#include <stdio.h>
#define N 64
int main(void) {
  int x[14] = {0}; long v[14] = {0};
  double dx = 1.0, dv = 0; unsigned ux = 0xffu; long long lx = 0;
  float fx = 0.0f; int ucount = 0;
  int a = 1000000, c = 0xff, dd = 0, e = 1; unsigned s = 1u << 31;
  int mn = 1000, mx = -1, mn2 = 1000, mx2 = -1, once = 0, cnt = 0, vsum = 0;
  double dmn = 1e9;
  int arr[N];
  for (int i = 0; i < N; i++) arr[i] = (i * 37 + 11) % 61;
  #pragma omp target teams distribute parallel for num_teams(2) map(to: arr) map(tofrom: x, v, dx, dv, ux, lx, fx, ucount, a, c, dd, e, s, mn, mx, mn2, mx2, once, cnt, vsum, dmn)
  for (int i = 0; i < N; i++) {
    int t;
    #pragma omp atomic capture
    t = x[0]++;
    #pragma omp atomic
    v[0] += t;
    #pragma omp atomic capture
    t = x[1]--;
    #pragma omp atomic
    v[1] += t;
    #pragma omp atomic capture
    t = ++x[2];
    #pragma omp atomic
    v[2] += t;
    #pragma omp atomic capture
    t = --x[3];
    #pragma omp atomic
    v[3] += t;
    #pragma omp atomic capture
    t = x[4] += 3;
    #pragma omp atomic
    v[4] += t;
    #pragma omp atomic capture
    t = x[5] = x[5] + 2;
    #pragma omp atomic
    v[5] += t;
    #pragma omp atomic capture
    { t = x[6]; x[6] += 5; }
    #pragma omp atomic
    v[6] += t;
    #pragma omp atomic capture
    { x[7] -= 1; t = x[7]; }
    #pragma omp atomic
    v[7] += t;
    #pragma omp atomic capture
    { t = x[8]; x[8] = x[8] + 4; }
    #pragma omp atomic
    v[8] += t;
    #pragma omp atomic capture
    { x[9]++; t = x[9]; }
    #pragma omp atomic
    v[9] += t;
    #pragma omp atomic capture
    { ++x[10]; t = x[10]; }
    #pragma omp atomic
    v[10] += t;
    #pragma omp atomic capture
    { t = x[11]; x[11]--; }
    #pragma omp atomic
    v[11] += t;
    #pragma omp atomic capture
    { t = x[12]; x[12] = 9; }
    #pragma omp atomic
    v[12] += t == 0 || t == 9;
    #pragma omp atomic capture
    { x[13] = 2 * 3 + x[13]; t = x[13]; }
    #pragma omp atomic
    v[13] += t;
    double d;
    #pragma omp atomic capture
    { d = dx; dx *= 1.0; }
    #pragma omp atomic
    dv += d;
    unsigned u;
    #pragma omp atomic capture
    { ux &= ~(1u << (i % 8)); u = ux; }
    #pragma omp atomic
    ucount += u <= 0xffu;
    long long l;
    #pragma omp atomic capture
    l = lx += (long long)i << 33;
    (void)l;
    float f;
    #pragma omp atomic capture
    f = fx += 0.5f;
    (void)f;
    #pragma omp atomic
    a -= i;
    #pragma omp atomic update
    c &= ~(1 << (i % 8));
    #pragma omp atomic
    dd |= 1 << (i % 31);
    #pragma omp atomic
    e ^= i;
    #pragma omp atomic
    s >>= (i == 5);
    #pragma omp atomic
    a = a - 1;
    int q = arr[i];
    #pragma omp atomic compare
    mn = mn > q ? q : mn;
    #pragma omp atomic compare
    mx = mx < q ? q : mx;
    #pragma omp atomic compare
    if (mn2 > q) { mn2 = q; }
    #pragma omp atomic compare
    if (q > mx2) { mx2 = q; }
    #pragma omp atomic compare
    once = once == 0 ? 1 : once;
    int w;
    #pragma omp atomic compare capture
    { w = cnt; if (cnt == 0) { cnt = 1; } }
    #pragma omp atomic
    vsum += w;
    double dq = q * 0.25;
    #pragma omp atomic compare
    if (dq < dmn) { dmn = dq; }
  }
  /* The values sequential execution gives. */
  const long want[14] = {2016, -2016, 2080, -2080, 6240, 4160, 10080, -2080, 8064, 2080, 2080, -2016, 64, 12480};
  const int wantx[14] = {64, -64, 64, -64, 192, 128, 320, -64, 256, 64, 64, -64, 9, 384};
  int bad = 0;
  for (int k = 0; k < 14; k++) {
    printf("%d:%d/%ld ", k, x[k], v[k]);
    bad += x[k] != wantx[k] || v[k] != want[k];
  }
  int ra = 1000000, re = 1, rdd = 0, rmn = 1000, rmx = -1;
  for (int i = 0; i < N; i++) { ra -= i + 1; re ^= i; rdd |= 1 << (i % 31); rmn = arr[i] < rmn ? arr[i] : rmn; rmx = arr[i] > rmx ? arr[i] : rmx; }
  printf("\nd=%.2f %.2f u=%u %d l=%lld f=%.1f a=%d c=%d dd=%d e=%d s=%u\n", dx, dv, ux, ucount, lx, fx, a, c, dd, e, s);
  printf("compare: mn=%d mx=%d mn2=%d mx2=%d once=%d cnt=%d vsum=%d dmn=%.2f\n", mn, mx, mn2, mx2, once, cnt, vsum, dmn);
  bad += dx != 1.0 || dv != 64.0 || ux != 0 || ucount != N || lx != (long long)(N * (N - 1) / 2) << 33 || fx != 32.0f;
  bad += a != ra || c != 0 || dd != rdd || e != re || s != 1u << 30;
  bad += mn != rmn || mx != rmx || mn2 != rmn || mx2 != rmx || once != 1 || cnt != 1 || vsum != N - 1 || dmn != rmn * 0.25;
  if (bad) {
    printf("FAIL hunt5_atomic_forms (%d)\n", bad);
    return 1;
  }
  printf("PASS hunt5_atomic_forms\n");
  return 0;
}
