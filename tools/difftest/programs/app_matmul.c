/* Blocked matrix multiply: a teams loop over output tiles, each team
 * copying its A and B tiles into local arrays in a nested parallel
 * region, then a parallel loop over the tile's elements. */
#include <stdio.h>

#define M 64
#define T 16

int main(void) {
  static float A[M][M], B[M][M], Cm[M][M];
  for (int i = 0; i < M; i++)
    for (int j = 0; j < M; j++) {
      A[i][j] = (float)((i + 2 * j) % 7) - 3;
      B[i][j] = (float)((3 * i + j) % 5) - 2;
    }
#pragma omp target teams distribute collapse(2) map(to: A, B) map(from: Cm)
  for (int bi = 0; bi < M / T; bi++)
    for (int bj = 0; bj < M / T; bj++) {
      float acc[T][T];
      for (int i = 0; i < T; i++)
        for (int j = 0; j < T; j++) acc[i][j] = 0;
      for (int bk = 0; bk < M / T; bk++) {
#pragma omp parallel for collapse(2)
        for (int i = 0; i < T; i++)
          for (int j = 0; j < T; j++) {
            float s = 0;
            for (int k = 0; k < T; k++) s += A[bi * T + i][bk * T + k] * B[bk * T + k][bj * T + j];
            acc[i][j] += s;
          }
      }
#pragma omp parallel for collapse(2)
      for (int i = 0; i < T; i++)
        for (int j = 0; j < T; j++) Cm[bi * T + i][bj * T + j] = acc[i][j];
    }
  double sum = 0, bad = 0;
  for (int i = 0; i < M; i++)
    for (int j = 0; j < M; j++) {
      float s = 0;
      for (int k = 0; k < M; k++) s += A[i][k] * B[k][j];
      sum += Cm[i][j];
      if (s != Cm[i][j]) bad++;
    }
  printf("matmul: sum %.1f bad %.0f c[5][9] %.1f\n", sum, bad, Cm[5][9]);
  return 0;
}
