/* Nested-loop kernel: per row, a polynomial of degree D evaluated at each
 * of M points (inner loops in the body: thread cap 128). */
#include "common.h"
#ifndef N
#define N (1 << 16)
#endif
#define M 16
#define D 8
int main(void) {
  int n = N;
  double *coef = malloc(sizeof(double) * n * (D + 1)), *res = malloc(sizeof(double) * n);
  for (long i = 0; i < (long)n * (D + 1); i++) coef[i] = (double)(i % 4) - 1.5;
  double best = 1e30;
  for (int r = 0; r < REPS; r++) {
    double t0 = now();
#if defined(VARIANT_CHUNKED)
#pragma omp target teams distribute parallel for schedule(static, 1) map(to: coef[0:n * (D + 1)]) map(from: res[0:n])
    for (int i = 0; i < n; i++) {
      double acc = 0;
      for (int p = 0; p < M; p++) {
        double xv = 0.125 * p, v = 0;
        for (int d = D; d >= 0; d--) v = v * xv + coef[(long)i * (D + 1) + d];
        acc += v;
      }
      res[i] = acc;
    }
#elif defined(VARIANT_NOSHAPE)
#pragma omp target teams distribute parallel for num_threads(256) num_teams((n + 255) / 256) map(to: coef[0:n * (D + 1)]) map(from: res[0:n])
    for (int i = 0; i < n; i++) {
      double acc = 0;
      for (int p = 0; p < M; p++) {
        double xv = 0.125 * p, v = 0;
        for (int d = D; d >= 0; d--) v = v * xv + coef[(long)i * (D + 1) + d];
        acc += v;
      }
      res[i] = acc;
    }
#else
#pragma omp target teams distribute parallel for map(to: coef[0:n * (D + 1)]) map(from: res[0:n])
    for (int i = 0; i < n; i++) {
      double acc = 0;
      for (int p = 0; p < M; p++) {
        double xv = 0.125 * p, v = 0;
        for (int d = D; d >= 0; d--) v = v * xv + coef[(long)i * (D + 1) + d];
        acc += v;
      }
      res[i] = acc;
    }
#endif
    double t = now() - t0;
    if (t < best) best = t;
  }
  int bad = 0;
  for (int i = 0; i < n; i += 13) {
    double acc = 0;
    for (int p = 0; p < M; p++) {
      double xv = 0.125 * p, v = 0;
      for (int d = D; d >= 0; d--) v = v * xv + coef[(long)i * (D + 1) + d];
      acc += v;
    }
    bad += res[i] != acc;
  }
  report("nested", best, 8.0 * n * (D + 2), 2.0 * n * M * (D + 1), bad);
  return bad != 0;
}
