/* Stream triad a[i] = b[i] + s * c[i]. */
#include "common.h"
#ifndef N
#define N (1 << 24)
#endif
int main(void) {
  long n = N;
  double s = 3.0;
  double *a = malloc(sizeof(double) * n), *b = malloc(sizeof(double) * n), *c = malloc(sizeof(double) * n);
  for (long i = 0; i < n; i++) b[i] = (double)(i % 100), c[i] = (double)(i % 7);
  double best = 1e30;
  for (int r = 0; r < REPS; r++) {
    double t0 = now();
#if defined(VARIANT_CHUNKED)
#pragma omp target teams distribute parallel for schedule(static, 1) map(to: b[0:n], c[0:n]) map(from: a[0:n])
    for (long i = 0; i < n; i++) a[i] = b[i] + s * c[i];
#elif defined(VARIANT_SPLIT)
#pragma omp target map(to: b[0:n], c[0:n]) map(from: a[0:n])
#pragma omp teams
#pragma omp distribute parallel for
    for (long i = 0; i < n; i++) a[i] = b[i] + s * c[i];
#elif defined(VARIANT_NOSHAPE)
#pragma omp target teams distribute parallel for num_threads(256) num_teams((n + 255) / 256) map(to: b[0:n], c[0:n]) map(from: a[0:n])
    for (long i = 0; i < n; i++) a[i] = b[i] + s * c[i];
#else
#pragma omp target teams distribute parallel for map(to: b[0:n], c[0:n]) map(from: a[0:n])
    for (long i = 0; i < n; i++) a[i] = b[i] + s * c[i];
#endif
    double t = now() - t0;
    if (t < best) best = t;
  }
  int bad = 0;
  for (long i = 0; i < n; i++) bad += a[i] != b[i] + s * c[i];
  report("saxpy", best, 3.0 * 8 * n, 2.0 * n, bad);
  return bad != 0;
}
