/* jacobi: a 2-D Laplace problem on an N x N grid solved by Jacobi iteration.
 *
 * Both grids stay resident on the device for the whole solve inside one
 * `target data` region; each iteration launches one sweep kernel whose
 * `reduction(max: change)` yields the largest update of that sweep, and the
 * host loop stops when it falls below a tolerance. Only the final grids come
 * back, when the data region ends. The same iteration is then run
 * sequentially on the host and the two grids are compared. */
#include <math.h>
#include <omp.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define N 64
#define TOL 1e-4
#define MAX_ITERS 20000

/* Boundary: the top edge is held at 1, the other edges at 0. */
static void init(double *u) {
  memset(u, 0, sizeof(double) * N * N);
  for (int j = 0; j < N; j++) u[j] = 1.0;
}

static int host_solve(double *u, double *unew, double *out) {
  int iters = 0;
  double change = 1.0;
  memcpy(unew, u, sizeof(double) * N * N);
  while (change >= TOL && iters < MAX_ITERS) {
    change = 0.0;
    for (int i = 1; i < N - 1; i++)
      for (int j = 1; j < N - 1; j++) {
        unew[i * N + j] = 0.25 * (u[(i - 1) * N + j] + u[(i + 1) * N + j] + u[i * N + j - 1] + u[i * N + j + 1]);
        double d = fabs(unew[i * N + j] - u[i * N + j]);
        if (d > change) change = d;
      }
    double *t = u;
    u = unew;
    unew = t;
    iters++;
  }
  memcpy(out, u, sizeof(double) * N * N);
  return iters;
}

int main(void) {
  int n = N, nn = N * N;
  double *u = malloc(sizeof(double) * N * N);
  double *unew = malloc(sizeof(double) * N * N);
  double *ref = malloc(sizeof(double) * N * N);
  double *h0 = malloc(sizeof(double) * N * N), *h1 = malloc(sizeof(double) * N * N);
  init(u);
  memcpy(unew, u, sizeof(double) * N * N);

  int iters = 0, on_host = 1;
  double change = 1.0;
#pragma omp target data map(tofrom: u[0:nn], unew[0:nn])
  {
#pragma omp target map(tofrom: on_host)
    { on_host = omp_is_initial_device(); }
    while (change >= TOL && iters < MAX_ITERS) {
      change = 0.0;
      /* The sweep: rows over the teams and threads; the data is already on
       * the device, so these maps only look it up. */
#pragma omp target teams distribute parallel for map(to: u[0:nn]) map(tofrom: unew[0:nn]) reduction(max: change)
      for (int i = 1; i < n - 1; i++) {
        for (int j = 1; j < n - 1; j++) {
          unew[i * n + j] = 0.25 * (u[(i - 1) * n + j] + u[(i + 1) * n + j] + u[i * n + j - 1] + u[i * n + j + 1]);
          double d = fabs(unew[i * n + j] - u[i * n + j]);
          if (d > change) change = d;
        }
      }
      double *t = u;
      u = unew;
      unew = t;
      iters++;
    }
  }

  init(h0);
  int ref_iters = host_solve(h0, h1, ref);
  double max_diff = 0.0;
  for (int k = 0; k < nn; k++) {
    double d = fabs(u[k] - ref[k]);
    if (d > max_diff) max_diff = d;
  }
  int ok = iters == ref_iters && max_diff < 1e-12 && change < TOL && !on_host;
  printf("jacobi: %dx%d grid, %d iterations (host reference: %d), last change %.3g, u[center]=%.6f, max |device-host|=%.3g\n",
         n, n, iters, ref_iters, change, u[(n / 2) * n + n / 2], max_diff);
  printf("ran on: %s\n", on_host ? "the host (fallback)" : "an offload device");
  printf("%s jacobi\n", ok ? "PASS" : "FAIL");
  free(u);
  free(unew);
  free(ref);
  free(h0);
  free(h1);
  return ok ? 0 : 1;
}
