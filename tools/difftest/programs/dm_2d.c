/* Written by hand for tools/difftest -file (docs/difftest.md): 2-D and 3-D array sections, updates of rows and planes, pointers to rows. */
#include <stdio.h>
#define R 6
#define C 8
#define D 3
int g[R][C];
double cube[D][R][C];
int main(void) {
  for (int i = 0; i < R; i++) for (int j = 0; j < C; j++) g[i][j] = i * 10 + j;
  for (int k = 0; k < D; k++) for (int i = 0; i < R; i++) for (int j = 0; j < C; j++) cube[k][i][j] = k * 100 + i * 10 + j;
  #pragma omp target map(tofrom: g[2:3][0:C])
  for (int i = 2; i < 5; i++) for (int j = 0; j < C; j++) g[i][j] = -g[i][j];
  for (int i = 0; i < R; i++) printf("%d ", g[i][1]);
  printf("\n");
  #pragma omp target map(tofrom: cube[1:1][2:2][0:C])
  for (int i = 2; i < 4; i++) for (int j = 0; j < C; j++) cube[1][i][j] += 0.5;
  printf("%g %g %g %g\n", cube[1][1][0], cube[1][2][0], cube[1][3][7], cube[1][4][0]);
  #pragma omp target data map(to: cube)
  {
    #pragma omp target teams distribute parallel for collapse(3)
    for (int k = 0; k < D; k++) for (int i = 0; i < R; i++) for (int j = 0; j < C; j++) cube[k][i][j] *= 2;
    #pragma omp target update from(cube[2][1:2][0:C])
    printf("%g %g %g\n", cube[2][0][0], cube[2][1][0], cube[2][2][5]);
    #pragma omp target update from(cube[0][0][0:4])
    printf("%g %g\n", cube[0][0][3], cube[0][0][4]);
  }
  printf("%g\n", cube[1][5][5]);
  /* pointer to rows */
  int (*rows)[C] = g;
  #pragma omp target map(tofrom: rows[0:2][0:C])
  for (int j = 0; j < C; j++) rows[1][j] = rows[0][j] + 1000;
  printf("%d %d\n", g[1][0], g[1][7]);
  return 0;
}
