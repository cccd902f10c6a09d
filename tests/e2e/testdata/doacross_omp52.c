/* Doacross loops in OpenMP 5.2's spelling: ordered doacross(sink: vec),
 * doacross(source:), and the sink omp_cur_iteration - 1 (the iteration
 * just before, in the order of the whole doacross nest). Each result is
 * a recurrence computed again in order on the host. */
#include <stdio.h>
#include <omp.h>
#define N 30
#define M 21
#define P 1000003

static long x[N][M], xw[N][M];

int main(void) {
  int fails = 0;

  /* 1: a prefix sum over one loop. */
  long p[400], pw[400];
  for (int i = 0; i < 400; i++) p[i] = pw[i] = (i * 31) % 23;
  for (int i = 1; i < 400; i++) pw[i] += pw[i - 1];
#pragma omp target parallel for ordered(1) num_threads(48) map(tofrom: p)
  for (int i = 1; i < 400; i++) {
#pragma omp ordered doacross(sink: omp_cur_iteration - 1)
    p[i] += p[i - 1];
#pragma omp ordered doacross(source: omp_cur_iteration)
  }
  int ok = 1;
  for (int i = 0; i < 400; i++) ok &= p[i] == pw[i];
  printf("1: prefix sum %d %ld\n", ok, p[399]);
  fails += !ok;

  /* 2: a wavefront with sink vectors. */
  for (int i = 0; i < N; i++)
    for (int j = 0; j < M; j++) x[i][j] = xw[i][j] = (i == 0 || j == 0) ? (i + 3 * j) % 5 + 1 : 0;
  for (int i = 1; i < N; i++)
    for (int j = 1; j < M; j++) xw[i][j] = (3 * xw[i - 1][j] + xw[i][j - 1]) % P;
#pragma omp target parallel for ordered(2) num_threads(12) map(tofrom: x)
  for (int i = 1; i < N; i++)
    for (int j = 1; j < M; j++) {
#pragma omp ordered doacross(sink: i - 1, j) doacross(sink: i, j - 1)
      x[i][j] = (3 * x[i - 1][j] + x[i][j - 1]) % P;
#pragma omp ordered doacross(source:)
    }
  ok = 1;
  for (int i = 0; i < N; i++)
    for (int j = 0; j < M; j++) ok &= x[i][j] == xw[i][j];
  printf("2: wavefront %d %ld\n", ok, x[N - 1][M - 1]);
  fails += !ok;

  /* 3: omp_cur_iteration - 1 in a collapsed nest of two loops: one chain
   * through every iteration, row after row. */
  long c[N * M], cw[N * M];
  for (int k = 0; k < N * M; k++) c[k] = cw[k] = k % 13;
  for (int k = 1; k < N * M; k++) cw[k] = (cw[k] * 7 + cw[k - 1]) % P;
#pragma omp target parallel for ordered(2) collapse(2) num_threads(64) map(tofrom: c)
  for (int i = 0; i < N; i++)
    for (int j = 0; j < M; j++) {
#pragma omp ordered doacross(sink: omp_cur_iteration - 1)
      if (i * M + j > 0) c[i * M + j] = (c[i * M + j] * 7 + c[i * M + j - 1]) % P;
#pragma omp ordered doacross(source:)
    }
  ok = 1;
  for (int k = 0; k < N * M; k++) ok &= c[k] == cw[k];
  printf("3: chain through a nest %d %ld\n", ok, c[N * M - 1]);
  fails += !ok;

  /* 4: target, then the loop construct on its own line, with a step of
   * 2: the previous iteration is i - 2. */
  long e[200], ew[200];
  for (int i = 0; i < 200; i++) e[i] = ew[i] = i % 6;
  for (int i = 2; i < 200; i += 2) ew[i] = (ew[i] * 2 + ew[i - 2]) % P;
#pragma omp target map(tofrom: e)
#pragma omp parallel for ordered(1) num_threads(8)
  for (int i = 2; i < 200; i += 2) {
#pragma omp ordered doacross(sink: omp_cur_iteration - 1)
    e[i] = (e[i] * 2 + e[i - 2]) % P;
#pragma omp ordered doacross(source: omp_cur_iteration)
  }
  ok = 1;
  for (int i = 0; i < 200; i++) ok &= e[i] == ew[i];
  printf("4: step 2 %d %ld\n", ok, e[198]);
  fails += !ok;

  if (fails) {
    printf("FAIL doacross_omp52 (%d)\n", fails);
    return 1;
  }
  printf("PASS doacross_omp52\n");
  return 0;
}
