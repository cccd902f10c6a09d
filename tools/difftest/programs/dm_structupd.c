/* Written by hand for tools/difftest -file (docs/difftest.md): updates of array members of a present struct (whole, rows). */
#include <stdio.h>
struct grid { int nx, ny; double m[4][6]; double halo[2][6]; };
int main(void) {
  struct grid g; g.nx = 4; g.ny = 6;
  for (int i = 0; i < 4; i++) for (int j = 0; j < 6; j++) g.m[i][j] = i * 6 + j;
  for (int i = 0; i < 2; i++) for (int j = 0; j < 6; j++) g.halo[i][j] = 0;
  #pragma omp target enter data map(to: g)
  #pragma omp target
  {
    for (int i = 0; i < g.nx; i++) for (int j = 0; j < g.ny; j++) g.m[i][j] += 100;
    for (int j = 0; j < 6; j++) { g.halo[0][j] = g.m[0][j]; g.halo[1][j] = g.m[3][j]; }
  }
  #pragma omp target update from(g.halo)
  printf("halo %g %g %g\n", g.halo[0][0], g.halo[1][5], g.m[0][0]);
  #pragma omp target update from(g.m[1:2][0:6])
  printf("m %g %g %g %g\n", g.m[0][0], g.m[1][0], g.m[2][5], g.m[3][0]);
  g.nx = 2;
  #pragma omp target update to(g.nx)
  #pragma omp target
  for (int i = 0; i < g.nx; i++) g.m[i][0] = -1;
  #pragma omp target exit data map(from: g)
  printf("end %g %g %g %d\n", g.m[0][0], g.m[1][0], g.m[2][0], g.nx);
  return 0;
}
