/* Written by hand for tools/difftest -file (docs/difftest.md): updates of 2-D strided sections from column 0. */
#include <stdio.h>
#define N 20
int main(void) {
  int a[N], g[5][6];
  for (int i = 0; i < N; i++) a[i] = 0;
  for (int i = 0; i < 5; i++) for (int j = 0; j < 6; j++) g[i][j] = 0;
  #pragma omp target data map(to: a, g)
  {
    #pragma omp target
    {
      for (int i = 0; i < N; i++) a[i] = i + 1;
      for (int i = 0; i < 5; i++) for (int j = 0; j < 6; j++) g[i][j] = 10 * i + j + 1;
    }
    #pragma omp target update from(a[0:5])
    #pragma omp target update from(g[0:3:2][0:3:2])
  }
  for (int i = 0; i < N; i++) printf("%d ", a[i]);
  printf("\n");
  for (int i = 0; i < 5; i++) { for (int j = 0; j < 6; j++) printf("%d ", g[i][j]); printf("\n"); }
  /* to direction */
  int b[12];
  for (int i = 0; i < 12; i++) b[i] = 0;
  #pragma omp target enter data map(to: b)
  for (int i = 0; i < 12; i++) b[i] = 100 + i;
  #pragma omp target update to(b[0:4])
  #pragma omp target exit data map(from: b)
  for (int i = 0; i < 12; i++) printf("%d ", b[i]);
  printf("\n");
  return 0;
}
