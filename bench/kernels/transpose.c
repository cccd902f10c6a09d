/* Matrix transpose B = A^T, collapse(2) (reads along rows, writes along
 * columns). */
#include "common.h"
#ifndef N
#define N 4096
#endif
static double A[N][N], B[N][N];
int main(void) {
  int n = N;
  for (int i = 0; i < n; i++)
    for (int j = 0; j < n; j++) A[i][j] = (double)((i * 5 + j) % 17);
  double best = 1e30;
  for (int r = 0; r < REPS; r++) {
    double t0 = now();
#if defined(VARIANT_CHUNKED)
#pragma omp target teams distribute parallel for collapse(2) schedule(static, 1) map(to: A) map(from: B)
    for (int i = 0; i < n; i++)
      for (int j = 0; j < n; j++) B[j][i] = A[i][j];
#elif defined(VARIANT_NOSHAPE)
#pragma omp target teams distribute parallel for collapse(2) num_threads(256) num_teams((N * N + 255) / 256) map(to: A) map(from: B)
    for (int i = 0; i < n; i++)
      for (int j = 0; j < n; j++) B[j][i] = A[i][j];
#else
#pragma omp target teams distribute parallel for collapse(2) map(to: A) map(from: B)
    for (int i = 0; i < n; i++)
      for (int j = 0; j < n; j++) B[j][i] = A[i][j];
#endif
    double t = now() - t0;
    if (t < best) best = t;
  }
  int bad = 0;
  for (int i = 0; i < n; i++)
    for (int j = 0; j < n; j++) bad += B[j][i] != A[i][j];
  report("transpose", best, 16.0 * n * (double)n, 0, bad);
  return bad != 0;
}
