/* Indirect access: y[i] = x[idx[i]] * 2 + y[i]. */
#include "common.h"
#ifndef N
#define N (1 << 22)
#endif
int main(void) {
  int n = N;
  double *x = malloc(sizeof(double) * n), *y = malloc(sizeof(double) * n), *y0 = malloc(sizeof(double) * n);
  int *idx = malloc(sizeof(int) * n);
  for (int i = 0; i < n; i++) x[i] = (double)(i % 9), y0[i] = (double)(i % 4), idx[i] = (int)(((long)i * 7919) % n);
  double best = 1e30;
  for (int r = 0; r < REPS; r++) {
    for (int i = 0; i < n; i++) y[i] = y0[i];
    double t0 = now();
#if defined(VARIANT_CHUNKED)
#pragma omp target teams distribute parallel for schedule(static, 1) map(to: x[0:n], idx[0:n]) map(tofrom: y[0:n])
    for (int i = 0; i < n; i++) y[i] = x[idx[i]] * 2 + y[i];
#elif defined(VARIANT_NOSHAPE)
#pragma omp target teams distribute parallel for num_threads(256) num_teams((n + 255) / 256) map(to: x[0:n], idx[0:n]) map(tofrom: y[0:n])
    for (int i = 0; i < n; i++) y[i] = x[idx[i]] * 2 + y[i];
#else
#pragma omp target teams distribute parallel for map(to: x[0:n], idx[0:n]) map(tofrom: y[0:n])
    for (int i = 0; i < n; i++) y[i] = x[idx[i]] * 2 + y[i];
#endif
    double t = now() - t0;
    if (t < best) best = t;
  }
  int bad = 0;
  for (int i = 0; i < n; i++) bad += y[i] != x[idx[i]] * 2 + y0[i];
  report("gather", best, (8.0 * 3 + 4) * n, 2.0 * n, bad);
  return bad != 0;
}
