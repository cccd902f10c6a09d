/* Written by hand for tools/difftest -file (docs/difftest.md): target update of rows of a declare target 2-D array, of VLA rows in a function (with if and present), of a contiguous 3-D block and of one row of it. */
#include <omp.h>
#include <stdio.h>
#include <stdlib.h>
int gm[4][6];
#pragma omp declare target to(gm)
static void vupd(int n, int m, double p[n][m], int dev) {
#pragma omp target data map(to: p[0:n][0:m])
  {
#pragma omp target
    for (int i = 0; i < n; i++) for (int j = 0; j < m; j++) p[i][j] = 100 + i * m + j;
#pragma omp target update from(p[1][0:m]) if(dev)
#pragma omp target update from(present: p[3:1][0:m])
  }
}
int main(void) {
  for (int i = 0; i < 4; i++) for (int j = 0; j < 6; j++) gm[i][j] = 0;
#pragma omp target
  for (int i = 0; i < 4; i++) for (int j = 0; j < 6; j++) gm[i][j] = i * 6 + j;
#pragma omp target update from(gm[2:2][0:6])
  for (int i = 0; i < 4; i++) printf("%d %d | ", gm[i][0], gm[i][5]); printf("\n");
  gm[0][0] = 99;
#pragma omp target update to(gm[0][0:1])
  int back = 0;
#pragma omp target map(from: back)
  back = gm[0][0] + gm[1][1];
  printf("back %d\n", back);
  int n = 4, m = 3;
  double (*p)[m] = malloc(n * sizeof *p);
  for (int dev = 1; dev >= 0; dev--) {
    for (int i = 0; i < n; i++) for (int j = 0; j < m; j++) p[i][j] = 0;
    vupd(n, m, p, dev);
    for (int i = 0; i < n; i++) printf("%g %g | ", p[i][0], p[i][2]); printf("\n");
  }
  /* 3-D array: update a block that is contiguous */
  int c3[3][2][4];
  for (int i = 0; i < 24; i++) ((int *)c3)[i] = 0;
#pragma omp target data map(to: c3)
  {
#pragma omp target
    for (int i = 0; i < 3; i++) for (int j = 0; j < 2; j++) for (int k = 0; k < 4; k++) c3[i][j][k] = 1 + i * 8 + j * 4 + k;
#pragma omp target update from(c3[1:2][0:2][0:4])
#pragma omp target update from(c3[0][1][0:4])
  }
  for (int i = 0; i < 24; i++) printf("%d ", ((int *)c3)[i]); printf("\n");
  return 0;
}
