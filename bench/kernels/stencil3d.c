/* 3-D 7-point stencil over the interior of an N^3 grid, collapse(3). */
#include "common.h"
#ifndef N
#define N 256
#endif
static double in[N][N][N], out[N][N][N];
int main(void) {
  int n = N;
  for (int i = 0; i < n; i++)
    for (int j = 0; j < n; j++)
      for (int k = 0; k < n; k++) in[i][j][k] = (double)((i * 7 + j * 3 + k) % 13), out[i][j][k] = 0;
  double best = 1e30;
  for (int r = 0; r < REPS; r++) {
    double t0 = now();
#if defined(VARIANT_CHUNKED)
#pragma omp target teams distribute parallel for collapse(3) schedule(static, 1) map(to: in) map(tofrom: out)
    for (int i = 1; i < n - 1; i++)
      for (int j = 1; j < n - 1; j++)
        for (int k = 1; k < n - 1; k++)
          out[i][j][k] = 0.5 * in[i][j][k] + 0.125 * (in[i - 1][j][k] + in[i + 1][j][k] + in[i][j - 1][k] + in[i][j + 1][k] + in[i][j][k - 1] + in[i][j][k + 1]);
#elif defined(VARIANT_CAPPED)
#pragma omp target teams distribute parallel for collapse(3) num_threads(256) num_teams(4096) map(to: in) map(tofrom: out)
    for (int i = 1; i < n - 1; i++)
      for (int j = 1; j < n - 1; j++)
        for (int k = 1; k < n - 1; k++)
          out[i][j][k] = 0.5 * in[i][j][k] + 0.125 * (in[i - 1][j][k] + in[i + 1][j][k] + in[i][j - 1][k] + in[i][j + 1][k] + in[i][j][k - 1] + in[i][j][k + 1]);
#elif defined(VARIANT_NOSHAPE)
#pragma omp target teams distribute parallel for collapse(3) num_threads(256) num_teams(((N - 2) * (N - 2) * (N - 2) + 255) / 256) map(to: in) map(tofrom: out)
    for (int i = 1; i < n - 1; i++)
      for (int j = 1; j < n - 1; j++)
        for (int k = 1; k < n - 1; k++)
          out[i][j][k] = 0.5 * in[i][j][k] + 0.125 * (in[i - 1][j][k] + in[i + 1][j][k] + in[i][j - 1][k] + in[i][j + 1][k] + in[i][j][k - 1] + in[i][j][k + 1]);
#else
#pragma omp target teams distribute parallel for collapse(3) map(to: in) map(tofrom: out)
    for (int i = 1; i < n - 1; i++)
      for (int j = 1; j < n - 1; j++)
        for (int k = 1; k < n - 1; k++)
          out[i][j][k] = 0.5 * in[i][j][k] + 0.125 * (in[i - 1][j][k] + in[i + 1][j][k] + in[i][j - 1][k] + in[i][j + 1][k] + in[i][j][k - 1] + in[i][j][k + 1]);
#endif
    double t = now() - t0;
    if (t < best) best = t;
  }
  int bad = 0;
  for (int i = 1; i < n - 1; i++)
    for (int j = 1; j < n - 1; j++)
      for (int k = 1; k < n - 1; k++)
        bad += out[i][j][k] != 0.5 * in[i][j][k] + 0.125 * (in[i - 1][j][k] + in[i + 1][j][k] + in[i][j - 1][k] + in[i][j + 1][k] + in[i][j][k - 1] + in[i][j][k + 1]);
  double m = (double)(n - 2) * (n - 2) * (n - 2);
  report("stencil3d", best, 16.0 * m, 8.0 * m, bad);
  return bad != 0;
}
