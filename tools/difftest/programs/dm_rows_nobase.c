/* Written by hand for tools/difftest -file (docs/difftest.md): rows of an array of pointers entered without the array, rows beside their pointer array on one directive. */
#include <stdio.h>
#include <stdlib.h>
int main(void) {
  int *rows[3];
  for (int k = 0; k < 3; k++) { rows[k] = malloc(8 * sizeof(int)); for (int j = 0; j < 8; j++) rows[k][j] = k * 10 + j; }
  #pragma omp target enter data map(to: rows[1][2:4])
  int *r1 = rows[1];
  #pragma omp target
  for (int j = 2; j < 6; j++) r1[j] *= -1;
  printf("host %d\n", rows[1][2]);
  #pragma omp target update from(rows[1][3:1])
  printf("upd %d %d\n", rows[1][2], rows[1][3]);
  #pragma omp target exit data map(from: rows[1][2:4])
  printf("exit %d %d %d %d\n", rows[1][1], rows[1][2], rows[1][5], rows[1][6]);
  double **pp = malloc(2 * sizeof(double *));
  pp[0] = calloc(4, sizeof(double)); pp[1] = calloc(4, sizeof(double));
  #pragma omp target data map(to: pp[0:2]) map(tofrom: pp[1][0:4])
  {
    #pragma omp target
    for (int j = 0; j < 4; j++) pp[1][j] = j + 0.5;
  }
  printf("pp %g %g\n", pp[1][0], pp[1][3]);
  return 0;
}
