/* cleanup: kernels where the device cleanups apply (scalarized outer-index
 * elements, hoisted rows, __ldg reads) and kernels where aliasing pointers,
 * a continue or a pointer write make them unsafe; each result would differ
 * if a cleanup were applied where it is not safe. */
#include <stdio.h>
#include <stdlib.h>

#define N 256
#define M 32

int main(void) {
  static double x[N], y[N], yref[N], A[N][M], B[M][N], z[N], zref[N];
  int bad = 0;
  int n = N;
  for (int i = 0; i < N; i++) {
    x[i] = (double)(i % 13);
    y[i] = (double)(i % 7);
  }
  for (int i = 0; i < N; i++)
    for (int k = 0; k < M; k++) A[i][k] = (double)((i + k) % 5), B[k][i] = (double)((i * k) % 3);

  /* Scalarized y[i] (written, distinct arrays), __ldg on x. */
#pragma omp target teams distribute parallel for map(to: x) map(tofrom: y)
  for (int i = 0; i < n; i++) {
    y[i] = y[i] * 2;
    for (int k = 0; k < 4; k++) y[i] += x[i] * k;
  }
  for (int i = 0; i < N; i++) {
    yref[i] = (double)(i % 7) * 2;
    for (int k = 0; k < 4; k++) yref[i] += x[i] * k;
    if (y[i] != yref[i]) bad++;
  }

  /* Hoisted rows of A, __ldg on A and B, in a matmul-like inner loop. */
#pragma omp target teams distribute parallel for map(to: A, B) map(from: z)
  for (int i = 0; i < n; i++) {
    double t = 0;
    for (int k = 0; k < M; k++) t += A[i][k] * B[k][i];
    z[i] = t;
  }
  for (int i = 0; i < N; i++) {
    double t = 0;
    for (int k = 0; k < M; k++) t += A[i][k] * B[k][i];
    if (z[i] != t) bad++;
  }

  /* Aliasing pointers: p and q are the same buffer. Scalarizing p[i]
   * would give 2 instead of 12. */
  double *buf = malloc(sizeof(double) * N);
  for (int i = 0; i < N; i++) buf[i] = 100.0;
  double *p = buf, *q = buf;
#pragma omp target teams distribute parallel for map(tofrom: buf[0:N])
  for (int i = 0; i < n; i++) {
    p[i] = 1;
    q[i] = q[i] + 5;
    p[i] = p[i] * 2;
  }
  for (int i = 0; i < N; i++)
    if (buf[i] != 12.0) {
      if (bad < 5) printf("alias: buf[%d] = %g, want 12\n", i, buf[i]);
      bad++;
    }

  /* A read-only view r of a buffer written through w: reading r[i] after
   * the write must see it (no caching, no read-only path). */
  double *w = buf, *r = buf;
  static double out[N];
#pragma omp target teams distribute parallel for map(tofrom: buf[0:N]) map(from: out)
  for (int i = 0; i < n; i++) {
    w[i] = (double)i;
    out[i] = r[i] + r[i];
  }
  for (int i = 0; i < N; i++)
    if (out[i] != 2.0 * i) bad++;

  /* continue skips the rest of the body: y[i] keeps the first write only
   * for negative x (none here are negative, so use odd i). */
#pragma omp target teams distribute parallel for map(tofrom: y) map(to: x)
  for (int i = 0; i < n; i++) {
    y[i] = 1;
    if (i % 2) continue;
    y[i] = y[i] + 2;
  }
  for (int i = 0; i < N; i++)
    if (y[i] != (i % 2 ? 1.0 : 3.0)) bad++;

  printf("y[2]=%.1f z[5]=%.1f buf[7]=%.1f out[9]=%.1f\n", y[2], z[5], buf[7], out[9]);
  free(buf);
  if (bad) {
    printf("FAIL cleanup: %d mismatches\n", bad);
    return 1;
  }
  printf("PASS cleanup\n");
  return 0;
}
