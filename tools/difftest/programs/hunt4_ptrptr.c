/* Written by hand for tools/difftest -file (docs/difftest.md): rows of a jagged array entered, updated (in reverse order) and exited one by one, the pointer array and a row chosen at run time on a construct, rows of an array of pointers. */
#include <omp.h>
#include <stdio.h>
#include <stdlib.h>
typedef struct { int nr; double *rows[3]; } Tab;
int main(void) {
  int R = 3, C = 4;
  int **pp = malloc(R * sizeof(int *));
  for (int r = 0; r < R; r++) { pp[r] = malloc(C * sizeof(int)); for (int j = 0; j < C; j++) pp[r][j] = r * 10 + j; }
  /* the pointer array and each row entered; kernels reach rows through pp */
#pragma omp target enter data map(to: pp[0:R])
  for (int r = 0; r < R; r++) {
#pragma omp target enter data map(to: pp[r][0:C])
  }
#pragma omp target
  for (int r = 0; r < R; r++) for (int j = 0; j < C; j++) pp[r][j] = -pp[r][j];
  for (int r = R - 1; r >= 0; r--) {
#pragma omp target update from(pp[r][1:2])
  }
  for (int r = 0; r < R; r++) { for (int j = 0; j < C; j++) printf(" %d", pp[r][j]); printf("\n"); }
  for (int r = 0; r < R; r++) {
#pragma omp target exit data map(from: pp[r][0:C])
  }
#pragma omp target exit data map(delete: pp[0:R])
  for (int r = 0; r < R; r++) { for (int j = 0; j < C; j++) printf(" %d", pp[r][j]); printf("\n"); }
  /* the pointer array and one row on a target construct */
  int i = 2;
#pragma omp target map(to: pp[0:R]) map(tofrom: pp[i][0:C])
  for (int j = 0; j < C; j++) pp[i][j] += 1000;
  for (int j = 0; j < C; j++) printf(" %d", pp[i][j]); printf("\n");
  /* an array of pointers variable */
  double *ap[3];
  for (int r = 0; r < 3; r++) { ap[r] = malloc(3 * sizeof(double)); for (int j = 0; j < 3; j++) ap[r][j] = r + j; }
#pragma omp target data map(to: ap) map(tofrom: ap[0][0:3], ap[2][0:3])
  {
#pragma omp target
    for (int j = 0; j < 3; j++) { ap[0][j] *= 10; ap[2][j] *= 100; }
  }
  for (int r = 0; r < 3; r += 2) printf("ap%d: %g %g %g\n", r, ap[r][0], ap[r][1], ap[r][2]);
  return 0;
}
