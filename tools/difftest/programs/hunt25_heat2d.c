/* Differential program (against clang-19), in the style of published
 * offload tutorials: a 2-D heat equation on grids reached through
 * pointers to arrays (double (*u)[NY]) kept in a target data region,
 * pointer swaps on the host between sweeps, boundary rows refreshed with
 * target update to, periodic target update from of a band of rows, a
 * max reduction for the change, and the grid handed to functions whose
 * target constructs map the pointers implicitly (present storage). */
#include <stdio.h>
#include <stdlib.h>
#include <omp.h>
#define NX 34
#define NY 20

static void sweep(double (*restrict un)[NY], double (*restrict u)[NY], double k) {
#pragma omp target teams distribute parallel for collapse(2) thread_limit(64)
  for (int i = 1; i < NX - 1; i++)
    for (int j = 1; j < NY - 1; j++)
      un[i][j] = u[i][j] + k * (u[i - 1][j] + u[i + 1][j] + u[i][j - 1] + u[i][j + 1] - 4.0 * u[i][j]);
}

static double change(double (*a)[NY], double (*b)[NY]) {
  double m = 0.0;
#pragma omp target teams distribute parallel for reduction(max: m) map(tofrom: m)
  for (int i = 0; i < NX; i++)
    for (int j = 0; j < NY; j++) {
      double d = a[i][j] - b[i][j];
      if (d < 0) d = -d;
      if (d > m) m = d;
    }
  return m;
}

static double checksum(double (*u)[NY]) {
  double s = 0.0;
  for (int i = 0; i < NX; i++)
    for (int j = 0; j < NY; j++) s += u[i][j] * (1 + (i * 3 + j) % 7);
  return s;
}

int main(void) {
  double (*u)[NY] = malloc(sizeof(double[NX][NY]));
  double (*un)[NY] = malloc(sizeof(double[NX][NY]));
  for (int i = 0; i < NX; i++)
    for (int j = 0; j < NY; j++) u[i][j] = un[i][j] = (i == 0) ? 100.0 : 0.0;
  double k = 0.125;
#pragma omp target data map(tofrom: u[0:NX][0:NY]) map(to: un[0:NX][0:NY])
  {
    for (int step = 1; step <= 40; step++) {
      sweep(un, u, k);
      double m = change(un, u);
      double (*t)[NY] = u; u = un; un = t;
      if (step % 10 == 0) {
        /* the bottom boundary row heats up: refresh it in both grids */
        for (int j = 0; j < NY; j++) u[NX - 1][j] = un[NX - 1][j] = 10.0 * step / 10;
#pragma omp target update to(u[NX - 1][0:NY], un[NX - 1:1][0:NY])
#pragma omp target update from(u[0:NX / 2][0:NY])
        printf("step %d change %.9f top-half %.9f\n", step, m, checksum(u));
      }
    }
#pragma omp target update from(u[0:NX][0:NY], un[0:NX][0:NY])
    printf("u %.9f un %.9f\n", checksum(u), checksum(un));
  }
  /* the swap is even: u is the original block again, copied back at the end */
  printf("final %.9f mid %.9f %.9f\n", checksum(u), u[NX / 2][NY / 2], u[1][1]);
  free(u);
  free(un);
  return 0;
}
