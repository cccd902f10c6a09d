/* Lattice Boltzmann D2Q9 on a periodic channel: the lattice velocities
 * and weights are declare target constant tables, the populations are
 * one array double f[9][NY][NX] (two of them, swapped each step by
 * pointer to arrays), stream and collide in one collapse(2) kernel, and
 * mass and momentum come back through reductions. */
#include <stdio.h>

#define NX 40
#define NY 24
#define Q 9

#pragma omp declare target
static const int cx[Q] = {0, 1, 0, -1, 0, 1, -1, -1, 1};
static const int cy[Q] = {0, 0, 1, 0, -1, 1, 1, -1, -1};
static const double w[Q] = {4.0 / 9, 1.0 / 9, 1.0 / 9, 1.0 / 9, 1.0 / 9,
                            1.0 / 36, 1.0 / 36, 1.0 / 36, 1.0 / 36};
static double feq(int q, double rho, double ux, double uy) {
  double cu = 3.0 * (cx[q] * ux + cy[q] * uy);
  return w[q] * rho * (1.0 + cu + 0.5 * cu * cu - 1.5 * (ux * ux + uy * uy));
}
#pragma omp end declare target

static double fa[Q][NY][NX], fb[Q][NY][NX];

int main(void) {
  for (int y = 0; y < NY; y++)
    for (int x = 0; x < NX; x++) {
      double rho = 1.0 + 0.01 * ((x * 3 + y * 5) % 7);
      double ux = 0.02 * ((y % 4) - 1.5), uy = 0.0;
      for (int q = 0; q < Q; q++) fa[q][y][x] = feq(q, rho, ux, uy);
    }
  double (*src)[NY][NX] = fa, (*dst)[NY][NX] = fb;
  const double omega = 1.2;
#pragma omp target data map(tofrom: fa, fb)
  {
    for (int s = 0; s < 30; s++) {
#pragma omp target teams distribute parallel for collapse(2)
      for (int y = 0; y < NY; y++)
        for (int x = 0; x < NX; x++) {
          double fl[Q], rho = 0, ux = 0, uy = 0;
          for (int q = 0; q < Q; q++) {
            int xs = (x - cx[q] + NX) % NX, ys = (y - cy[q] + NY) % NY;
            fl[q] = src[q][ys][xs];
            rho += fl[q];
            ux += cx[q] * fl[q];
            uy += cy[q] * fl[q];
          }
          ux = ux / rho + 1e-5; /* a small body force */
          uy /= rho;
          for (int q = 0; q < Q; q++) dst[q][y][x] = fl[q] + omega * (feq(q, rho, ux, uy) - fl[q]);
        }
      double (*t)[NY][NX] = src; src = dst; dst = t;
    }
    double mass = 0, mx = 0;
#pragma omp target teams distribute parallel for collapse(3) reduction(+: mass, mx)
    for (int q = 0; q < Q; q++)
      for (int y = 0; y < NY; y++)
        for (int x = 0; x < NX; x++) { mass += src[q][y][x]; mx += cx[q] * src[q][y][x]; }
    printf("lbm: mass=%.6f momentum_x=%.6f\n", mass, mx);
  }
  printf("fa[1][3][4]=%.8f fb[5][10][20]=%.8f\n", fa[1][3][4], fb[5][10][20]);
  printf("PASS happ_lbm_d2q9\n");
  return 0;
}
