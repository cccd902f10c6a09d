/* Dot product: reduction(+) over doubles holding small integers (exact). */
#include "common.h"
#ifndef N
#define N (1 << 24)
#endif
int main(void) {
  long n = N;
  double *x = malloc(sizeof(double) * n), *y = malloc(sizeof(double) * n);
  for (long i = 0; i < n; i++) x[i] = (double)(i % 3), y[i] = (double)(i % 5);
  double best = 1e30, sum = 0;
  for (int r = 0; r < REPS; r++) {
    double t0 = now();
    sum = 0;
#if defined(VARIANT_CHUNKED)
#pragma omp target teams distribute parallel for schedule(static, 1) map(to: x[0:n], y[0:n]) reduction(+: sum)
    for (long i = 0; i < n; i++) sum += x[i] * y[i];
#elif defined(VARIANT_SPLIT)
#pragma omp target map(to: x[0:n], y[0:n]) map(tofrom: sum)
#pragma omp teams reduction(+: sum)
#pragma omp distribute parallel for reduction(+: sum)
    for (long i = 0; i < n; i++) sum += x[i] * y[i];
#elif defined(VARIANT_NOSHAPE)
#pragma omp target teams distribute parallel for num_threads(256) num_teams((n + 255) / 256) map(to: x[0:n], y[0:n]) reduction(+: sum)
    for (long i = 0; i < n; i++) sum += x[i] * y[i];
#else
#pragma omp target teams distribute parallel for map(to: x[0:n], y[0:n]) reduction(+: sum)
    for (long i = 0; i < n; i++) sum += x[i] * y[i];
#endif
    double t = now() - t0;
    if (t < best) best = t;
  }
  double ref = 0;
  for (long i = 0; i < n; i++) ref += x[i] * y[i];
  report("dot", best, 2.0 * 8 * n, 2.0 * n, sum != ref);
  return sum != ref;
}
