/* 2-D 5-point Jacobi step over the interior, collapse(2). */
#include "common.h"
#ifndef N
#define N 2048
#endif
static double in[N][N], out[N][N];
int main(void) {
  int n = N;
  for (int i = 0; i < n; i++)
    for (int j = 0; j < n; j++) in[i][j] = (double)((i * 3 + j) % 11), out[i][j] = 0;
  double best = 1e30;
  for (int r = 0; r < REPS; r++) {
    double t0 = now();
#if defined(VARIANT_CHUNKED)
#pragma omp target teams distribute parallel for collapse(2) schedule(static, 1) map(to: in) map(tofrom: out)
    for (int i = 1; i < n - 1; i++)
      for (int j = 1; j < n - 1; j++) out[i][j] = 0.25 * (in[i - 1][j] + in[i + 1][j] + in[i][j - 1] + in[i][j + 1]);
#elif defined(VARIANT_SPLIT)
#pragma omp target teams map(to: in) map(tofrom: out)
    {
#pragma omp distribute parallel for collapse(2)
      for (int i = 1; i < n - 1; i++)
        for (int j = 1; j < n - 1; j++) out[i][j] = 0.25 * (in[i - 1][j] + in[i + 1][j] + in[i][j - 1] + in[i][j + 1]);
    }
#elif defined(VARIANT_NOSHAPE)
#pragma omp target teams distribute parallel for collapse(2) num_threads(256) num_teams(((N - 2) * (N - 2) + 255) / 256) map(to: in) map(tofrom: out)
    for (int i = 1; i < n - 1; i++)
      for (int j = 1; j < n - 1; j++) out[i][j] = 0.25 * (in[i - 1][j] + in[i + 1][j] + in[i][j - 1] + in[i][j + 1]);
#else
#pragma omp target teams distribute parallel for collapse(2) map(to: in) map(tofrom: out)
    for (int i = 1; i < n - 1; i++)
      for (int j = 1; j < n - 1; j++) out[i][j] = 0.25 * (in[i - 1][j] + in[i + 1][j] + in[i][j - 1] + in[i][j + 1]);
#endif
    double t = now() - t0;
    if (t < best) best = t;
  }
  int bad = 0;
  for (int i = 1; i < n - 1; i++)
    for (int j = 1; j < n - 1; j++) bad += out[i][j] != 0.25 * (in[i - 1][j] + in[i + 1][j] + in[i][j - 1] + in[i][j + 1]);
  report("stencil", best, 2.0 * 8 * (double)(n - 2) * (n - 2), 4.0 * (double)(n - 2) * (n - 2), bad);
  return bad != 0;
}
