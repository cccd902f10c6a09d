/* Written by hand for tools/difftest -file (docs/difftest.md): jagged arrays: rows pp[i][0:m] entered, attached and exited one by one. */
#include <stdio.h>
#include <stdlib.h>
int main(void) {
  int n = 4, m = 5;
  double **pp = malloc(n * sizeof(double *));
  for (int i = 0; i < n; i++) { pp[i] = malloc(m * sizeof(double)); for (int j = 0; j < m; j++) pp[i][j] = i * 10 + j; }
  #pragma omp target enter data map(to: pp[0:n])
  for (int i = 0; i < n; i++) {
    #pragma omp target enter data map(to: pp[i][0:m])
  }
  #pragma omp target teams distribute parallel for
  for (int i = 0; i < n; i++) for (int j = 0; j < m; j++) pp[i][j] *= 2;
  for (int i = 0; i < n; i++) {
    #pragma omp target exit data map(from: pp[i][0:m])
  }
  #pragma omp target exit data map(delete: pp[0:n])
  for (int i = 0; i < n; i++) printf("%g %g\n", pp[i][0], pp[i][4]);
  return 0;
}
