/* A kernel calling a declare target function: y[i] = f(x[i]) + y[i]. */
#include "common.h"
#ifndef N
#define N (1 << 24)
#endif
#pragma omp declare target
static double poly(double v) { return (0.25 * v + 1.5) * v - 3.0; }
#pragma omp end declare target
int main(void) {
  long n = N;
  double *x = malloc(sizeof(double) * n), *y = malloc(sizeof(double) * n), *y0 = malloc(sizeof(double) * n);
  for (long i = 0; i < n; i++) x[i] = (double)(i % 64), y0[i] = (double)(i % 5);
  double best = 1e30;
  for (int r = 0; r < REPS; r++) {
    for (long i = 0; i < n; i++) y[i] = y0[i];
    double t0 = now();
#if defined(VARIANT_CHUNKED)
#pragma omp target teams distribute parallel for schedule(static, 1) map(to: x[0:n]) map(tofrom: y[0:n])
    for (long i = 0; i < n; i++) y[i] = poly(x[i]) + y[i];
#elif defined(VARIANT_NOSHAPE)
#pragma omp target teams distribute parallel for num_threads(256) num_teams((n + 255) / 256) map(to: x[0:n]) map(tofrom: y[0:n])
    for (long i = 0; i < n; i++) y[i] = poly(x[i]) + y[i];
#else
#pragma omp target teams distribute parallel for map(to: x[0:n]) map(tofrom: y[0:n])
    for (long i = 0; i < n; i++) y[i] = poly(x[i]) + y[i];
#endif
    double t = now() - t0;
    if (t < best) best = t;
  }
  int bad = 0;
  for (long i = 0; i < n; i++) bad += y[i] != poly(x[i]) + y0[i];
  report("devfunc", best, 24.0 * n, 6.0 * n, bad);
  return bad != 0;
}
