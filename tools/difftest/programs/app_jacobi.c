/* 2-D Jacobi relaxation with the grids resident in a target data region,
 * a max-norm reduction each sweep, and target update to look at the
 * convergence and a boundary row on the host every 10 sweeps. */
#include <math.h>
#include <stdio.h>

#define NX 128
#define NY 96

int main(void) {
  static double u[NY][NX], un[NY][NX];
  for (int j = 0; j < NY; j++)
    for (int i = 0; i < NX; i++) u[j][i] = un[j][i] = (j == 0) ? 1.0 : 0.0;
  double err = 1.0;
  int it = 0;
  double probe = 0;
#pragma omp target data map(tofrom: u) map(alloc: un)
  {
#pragma omp target update to(un)
    while (err > 1e-4 && it < 400) {
      err = 0.0;
#pragma omp target teams distribute parallel for collapse(2) reduction(max: err)
      for (int j = 1; j < NY - 1; j++)
        for (int i = 1; i < NX - 1; i++) {
          un[j][i] = 0.25 * (u[j][i - 1] + u[j][i + 1] + u[j - 1][i] + u[j + 1][i]);
          double d = fabs(un[j][i] - u[j][i]);
          err = d > err ? d : err;
        }
#pragma omp target teams distribute parallel for collapse(2)
      for (int j = 1; j < NY - 1; j++)
        for (int i = 1; i < NX - 1; i++) u[j][i] = un[j][i];
      it++;
      if (it % 10 == 0) {
#pragma omp target update from(u[1:1][0:NX])
        probe += u[1][NX / 2];
      }
    }
  }
  double sum = 0;
  for (int j = 0; j < NY; j++)
    for (int i = 0; i < NX; i++) sum += u[j][i];
  printf("jacobi: it %d err %.6e sum %.6f probe %.6f u[5][64] %.6f\n", it, err, sum, probe, u[5][64]);
  return 0;
}
