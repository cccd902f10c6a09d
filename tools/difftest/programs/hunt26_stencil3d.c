/* Differential program (against clang-19): 3-D stencils the way
 * published offload codes write them: a 7-point Jacobi sweep over a
 * malloc'd grid seen as double (*)[NY][NZ], ping-pong buffers swapped on
 * the host inside a target data region, collapse(3) with the boundary
 * skipped, a halo plane refreshed by target update of a slab
 * (p[0:1][0:NY][0:NZ]), an integer 27-point box sum over a static
 * int[NX][NY][NZ] with a max reduction, and a residual with collapse(2)
 * and an inner simd loop reduction. Values are integers or exact
 * binary fractions. */
#include "hunt26_harness.h"
#define NX 18
#define NY 14
#define NZ 10
typedef double grid_t[NY][NZ];

static long checksum(grid_t *g) {
  long h = 0;
  for (int i = 0; i < NX; i++)
    for (int j = 0; j < NY; j++)
      for (int k = 0; k < NZ; k++) h = (h * 131 + (long)(g[i][j][k] * 64)) % 1000000007;
  return h;
}

int main(void) {
  printf("offloading %d\n", h26_offloading());
  grid_t *a = malloc(sizeof(double) * NX * NY * NZ);
  grid_t *b = malloc(sizeof(double) * NX * NY * NZ);
  for (int i = 0; i < NX; i++)
    for (int j = 0; j < NY; j++)
      for (int k = 0; k < NZ; k++) a[i][j][k] = b[i][j][k] = (double)((i * 7 + j * 3 + k) % 16);
#pragma omp target data map(tofrom: a[0:NX][0:NY][0:NZ]) map(to: b[0:NX][0:NY][0:NZ])
  {
    for (int it = 0; it < 4; it++) {
#pragma omp target teams distribute parallel for collapse(3)
      for (int i = 1; i < NX - 1; i++)
        for (int j = 1; j < NY - 1; j++)
          for (int k = 1; k < NZ - 1; k++)
            b[i][j][k] = (a[i - 1][j][k] + a[i + 1][j][k] + a[i][j - 1][k] + a[i][j + 1][k] +
                          a[i][j][k - 1] + a[i][j][k + 1] + 2 * a[i][j][k]) * 0.125;
      grid_t *t = a;
      a = b;
      b = t;
      if (it == 1) {
        for (int j = 0; j < NY; j++)
          for (int k = 0; k < NZ; k++) a[0][j][k] = 8.0;
#pragma omp target update to(a[0:1][0:NY][0:NZ])
      }
    }
  }
  /* after four sweeps a holds the last result on the host (an even count
     of swaps brings the pointers back) */
  printf("jacobi %ld %.6f %.6f\n", checksum(a), a[1][1][1], a[NX / 2][NY / 2][NZ / 2]);

  static int v[NX][NY][NZ], box[NX][NY][NZ];
  for (int i = 0; i < NX; i++)
    for (int j = 0; j < NY; j++)
      for (int k = 0; k < NZ; k++) v[i][j][k] = (i * j + k * 5) % 9 - 4;
  int mx = -1000;
#pragma omp target teams distribute parallel for collapse(3) map(to: v) map(from: box) reduction(max: mx)
  for (int i = 0; i < NX; i++)
    for (int j = 0; j < NY; j++)
      for (int k = 0; k < NZ; k++) {
        int s = 0;
        for (int di = -1; di <= 1; di++)
          for (int dj = -1; dj <= 1; dj++)
            for (int dk = -1; dk <= 1; dk++) {
              int ii = i + di, jj = j + dj, kk = k + dk;
              if (ii >= 0 && ii < NX && jj >= 0 && jj < NY && kk >= 0 && kk < NZ) s += v[ii][jj][kk];
            }
        box[i][j][k] = s;
        if (s > mx) mx = s;
      }
  long bh = 0;
  for (int i = 0; i < NX; i++)
    for (int j = 0; j < NY; j++)
      for (int k = 0; k < NZ; k++) bh = bh * 7 + box[i][j][k];
  printf("box %ld max %d corner %d\n", bh, mx, box[0][0][0]);

  double res = 0;
#pragma omp target teams distribute parallel for collapse(2) map(to: a[0:NX][0:NY][0:NZ]) reduction(+: res)
  for (int i = 1; i < NX - 1; i++)
    for (int j = 1; j < NY - 1; j++) {
      double r = 0;
#pragma omp simd reduction(+: r)
      for (int k = 1; k < NZ - 1; k++) {
        double d = 6 * a[i][j][k] - a[i - 1][j][k] - a[i + 1][j][k] - a[i][j - 1][k] - a[i][j + 1][k] - a[i][j][k - 1] - a[i][j][k + 1];
        r += d * d;
      }
      res += r;
    }
  printf("residual %.4f\n", res);
  free(a);
  free(b);
  return 0;
}
