/* Gaussian elimination with partial pivoting on the device: the pivot
 * search is an argmax through a declared reduction over a struct, the row
 * swap and the elimination are kernels on a matrix resident in a target
 * data region, and back substitution runs in one target region. */
#include <math.h>
#include <stdio.h>

#define N 40

typedef struct { double v; int i; } amax_t;

#pragma omp declare reduction(amax : amax_t : \
    omp_out = (omp_in.v > omp_out.v || (omp_in.v == omp_out.v && omp_in.i < omp_out.i)) ? omp_in : omp_out) \
    initializer(omp_priv = (amax_t){-1.0, -1})

int main(void) {
  static double a[N][N + 1];
  static double x[N];
  for (int i = 0; i < N; i++) {
    for (int j = 0; j < N; j++) a[i][j] = (double)(((i + 3) * (j + 5)) % 17) - 8.0 + (i == j ? 0.5 : 0.0);
    a[i][N] = (double)(i % 5);
  }
  int swaps = 0;
#pragma omp target data map(tofrom: a) map(from: x)
  {
    for (int k = 0; k < N; k++) {
      amax_t best = {-1.0, -1};
#pragma omp target teams distribute parallel for reduction(amax: best)
      for (int i = k; i < N; i++) {
        amax_t c = {fabs(a[i][k]), i};
        if (c.v > best.v || (c.v == best.v && c.i < best.i)) best = c;
      }
      int p = best.i;
      if (p != k) {
        swaps++;
#pragma omp target teams distribute parallel for
        for (int j = 0; j <= N; j++) {
          double t = a[k][j]; a[k][j] = a[p][j]; a[p][j] = t;
        }
      }
#pragma omp target teams distribute parallel for collapse(2)
      for (int i = k + 1; i < N; i++)
        for (int j = k + 1; j <= N; j++) a[i][j] -= a[i][k] / a[k][k] * a[k][j];
#pragma omp target teams distribute parallel for
      for (int i = k + 1; i < N; i++) a[i][k] = 0.0;
    }
#pragma omp target
    for (int i = N - 1; i >= 0; i--) {
      double s = a[i][N];
      for (int j = i + 1; j < N; j++) s -= a[i][j] * x[j];
      x[i] = s / a[i][i];
    }
  }
  /* residual against the original system */
  double res = 0.0, xs = 0.0;
  for (int i = 0; i < N; i++) {
    double s = 0.0;
    for (int j = 0; j < N; j++) s += ((double)(((i + 3) * (j + 5)) % 17) - 8.0 + (i == j ? 0.5 : 0.0)) * x[j];
    res = fmax(res, fabs(s - (double)(i % 5)));
    xs += x[i];
  }
  printf("gauss: swaps=%d resid_ok=%d sum=%.6f x0=%.6f\n", swaps, res < 1e-8, xs, x[0]);
  printf("PASS happ_gauss_pivot\n");
  return 0;
}
