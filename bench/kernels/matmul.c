/* Dense C = A * B with collapse(2). */
#include "common.h"
#ifndef N
#define N 512
#endif
static double A[N][N], B[N][N], C[N][N];
int main(void) {
  int n = N;
  for (int i = 0; i < n; i++)
    for (int j = 0; j < n; j++) A[i][j] = (double)((i + j) % 5), B[i][j] = (double)((i * j) % 3);
  double best = 1e30;
  for (int r = 0; r < REPS; r++) {
    double t0 = now();
#if defined(VARIANT_CHUNKED)
#pragma omp target teams distribute parallel for collapse(2) schedule(static, 1) map(to: A, B) map(from: C)
    for (int i = 0; i < n; i++)
      for (int j = 0; j < n; j++) {
        double s = 0;
        for (int k = 0; k < n; k++) s += A[i][k] * B[k][j];
        C[i][j] = s;
      }
#elif defined(VARIANT_SPLIT)
#pragma omp target teams map(to: A, B) map(from: C)
#pragma omp distribute parallel for collapse(2)
    for (int i = 0; i < n; i++)
      for (int j = 0; j < n; j++) {
        double s = 0;
        for (int k = 0; k < n; k++) s += A[i][k] * B[k][j];
        C[i][j] = s;
      }
#elif defined(VARIANT_NOSHAPE)
#pragma omp target teams distribute parallel for collapse(2) num_threads(256) num_teams((N * N + 255) / 256) map(to: A, B) map(from: C)
    for (int i = 0; i < n; i++)
      for (int j = 0; j < n; j++) {
        double s = 0;
        for (int k = 0; k < n; k++) s += A[i][k] * B[k][j];
        C[i][j] = s;
      }
#else
#pragma omp target teams distribute parallel for collapse(2) map(to: A, B) map(from: C)
    for (int i = 0; i < n; i++)
      for (int j = 0; j < n; j++) {
        double s = 0;
        for (int k = 0; k < n; k++) s += A[i][k] * B[k][j];
        C[i][j] = s;
      }
#endif
    double t = now() - t0;
    if (t < best) best = t;
  }
  int bad = 0;
  for (int i = 0; i < n; i += 7)
    for (int j = 0; j < n; j += 5) {
      double s = 0;
      for (int k = 0; k < n; k++) s += A[i][k] * B[k][j];
      bad += C[i][j] != s;
    }
  report("matmul", best, 3.0 * 8 * n * n, 2.0 * n * n * (double)n, bad);
  return bad != 0;
}
