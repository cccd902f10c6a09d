/* Reduction over a collapse(2) nest: a weighted sum of a matrix. */
#include "common.h"
#ifndef N
#define N 4096
#endif
static double A[N][N], w[N];
int main(void) {
  int n = N;
  for (int i = 0; i < n; i++) {
    w[i] = (double)(i % 3);
    for (int j = 0; j < n; j++) A[i][j] = (double)((i + 2 * j) % 7);
  }
  double best = 1e30, s = 0;
  for (int r = 0; r < REPS; r++) {
    double t0 = now();
    s = 0;
#if defined(VARIANT_CHUNKED)
#pragma omp target teams distribute parallel for collapse(2) schedule(static, 1) map(to: A, w) reduction(+: s)
    for (int i = 0; i < n; i++)
      for (int j = 0; j < n; j++) s += A[i][j] * w[j];
#elif defined(VARIANT_NOSHAPE)
#pragma omp target teams distribute parallel for collapse(2) num_threads(256) num_teams((N * N + 255) / 256) map(to: A, w) reduction(+: s)
    for (int i = 0; i < n; i++)
      for (int j = 0; j < n; j++) s += A[i][j] * w[j];
#else
#pragma omp target teams distribute parallel for collapse(2) map(to: A, w) reduction(+: s)
    for (int i = 0; i < n; i++)
      for (int j = 0; j < n; j++) s += A[i][j] * w[j];
#endif
    double t = now() - t0;
    if (t < best) best = t;
  }
  double ref = 0;
  for (int i = 0; i < n; i++)
    for (int j = 0; j < n; j++) ref += A[i][j] * w[j];
  report("collapsered", best, 8.0 * n * (double)n, 2.0 * n * (double)n, s != ref);
  return s != ref;
}
