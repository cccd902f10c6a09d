/* Several reduction variables in one loop: sum, sum of squares, minimum
 * and maximum of an array (integer-valued doubles: exact). */
#include "common.h"
#ifndef N
#define N (1 << 24)
#endif
int main(void) {
  long n = N;
  double *x = malloc(sizeof(double) * n);
  for (long i = 0; i < n; i++) x[i] = (double)((i * 37) % 1001) - 500;
  double best = 1e30, s = 0, s2 = 0, lo = 0, hi = 0;
  for (int r = 0; r < REPS; r++) {
    double t0 = now();
    s = 0, s2 = 0, lo = 1e300, hi = -1e300;
#if defined(VARIANT_CHUNKED)
#pragma omp target teams distribute parallel for schedule(static, 1) map(to: x[0:n]) reduction(+: s, s2) reduction(min: lo) reduction(max: hi)
    for (long i = 0; i < n; i++) {
      s += x[i];
      s2 += x[i] * x[i];
      lo = x[i] < lo ? x[i] : lo;
      hi = x[i] > hi ? x[i] : hi;
    }
#elif defined(VARIANT_NOSHAPE)
#pragma omp target teams distribute parallel for num_threads(256) num_teams((n + 255) / 256) map(to: x[0:n]) reduction(+: s, s2) reduction(min: lo) reduction(max: hi)
    for (long i = 0; i < n; i++) {
      s += x[i];
      s2 += x[i] * x[i];
      lo = x[i] < lo ? x[i] : lo;
      hi = x[i] > hi ? x[i] : hi;
    }
#else
#pragma omp target teams distribute parallel for map(to: x[0:n]) reduction(+: s, s2) reduction(min: lo) reduction(max: hi)
    for (long i = 0; i < n; i++) {
      s += x[i];
      s2 += x[i] * x[i];
      lo = x[i] < lo ? x[i] : lo;
      hi = x[i] > hi ? x[i] : hi;
    }
#endif
    double t = now() - t0;
    if (t < best) best = t;
  }
  double rs = 0, rs2 = 0, rlo = 1e300, rhi = -1e300;
  for (long i = 0; i < n; i++) {
    rs += x[i];
    rs2 += x[i] * x[i];
    rlo = x[i] < rlo ? x[i] : rlo;
    rhi = x[i] > rhi ? x[i] : rhi;
  }
  int bad = s != rs || s2 != rs2 || lo != rlo || hi != rhi;
  report("multired", best, 8.0 * n, 4.0 * n, bad);
  return bad;
}
