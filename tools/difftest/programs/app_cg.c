/* Conjugate gradient on a 1-D Poisson matrix (tridiagonal, applied
 * matrix-free), the vectors resident in a target data region; dot
 * products as reductions, axpys as loops, the scalars on the host. */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>

#define N 200

static double dot(const double *a, const double *b, int n) {
  double s = 0.0;
#pragma omp target teams distribute parallel for reduction(+: s) map(to: a[0:n], b[0:n])
  for (int i = 0; i < n; i++) s += a[i] * b[i];
  return s;
}

static void matvec(const double *x, double *y, int n) {
#pragma omp target teams distribute parallel for map(to: x[0:n]) map(from: y[0:n])
  for (int i = 0; i < n; i++) {
    double v = 2.0 * x[i];
    if (i > 0) v -= x[i - 1];
    if (i < n - 1) v -= x[i + 1];
    y[i] = v;
  }
}

int main(void) {
  double *x = malloc(N * sizeof(double)), *b = malloc(N * sizeof(double));
  double *r = malloc(N * sizeof(double)), *p = malloc(N * sizeof(double)), *ap = malloc(N * sizeof(double));
  for (int i = 0; i < N; i++) {
    x[i] = 0.0;
    b[i] = sin(0.01 * i) + 1.0;
  }
  int iters = 0;
  double rr;
#pragma omp target data map(tofrom: x[0:N]) map(to: b[0:N]) map(alloc: r[0:N], p[0:N], ap[0:N])
  {
#pragma omp target teams distribute parallel for
    for (int i = 0; i < N; i++) {
      r[i] = b[i];
      p[i] = b[i];
    }
    rr = dot(r, r, N);
    for (iters = 0; iters < 400 && rr > 1e-20; iters++) {
      matvec(p, ap, N);
      double alpha = rr / dot(p, ap, N);
#pragma omp target teams distribute parallel for firstprivate(alpha)
      for (int i = 0; i < N; i++) {
        x[i] += alpha * p[i];
        r[i] -= alpha * ap[i];
      }
      double rr2 = dot(r, r, N);
      double beta = rr2 / rr;
      rr = rr2;
#pragma omp target teams distribute parallel for
      for (int i = 0; i < N; i++) p[i] = r[i] + beta * p[i];
    }
  }
  /* residual on the host */
  double res = 0;
  for (int i = 0; i < N; i++) {
    double v = 2.0 * x[i] - (i > 0 ? x[i - 1] : 0) - (i < N - 1 ? x[i + 1] : 0);
    res += (v - b[i]) * (v - b[i]);
  }
  printf("cg: iters %d converged %d res small %d x[N/2] %.6f\n", iters, rr < 1e-20, sqrt(res) < 1e-6, x[N / 2]);
  return 0;
}
