/* Written by hand for tools/difftest -file (docs/difftest.md): local variable-length arrays through enter data, updates of rows and elements, exit data of a row block */
#include <stdio.h>
static void run(int n, int m) {
  double v[n][m]; int w[n];
  for (int i = 0; i < n; i++) { w[i] = i; for (int j = 0; j < m; j++) v[i][j] = i * m + j; }
  #pragma omp target enter data map(to: v, w)
  #pragma omp target teams distribute parallel for collapse(2)
  for (int i = 0; i < n; i++) for (int j = 0; j < m; j++) v[i][j] = v[i][j] * 2 + w[i];
  #pragma omp target update from(v[1:n-1][0:m])
  printf("%g %g %g\n", v[0][0], v[1][1], v[n - 1][m - 1]);
  #pragma omp target update from(w[1:2])
  w[0] = 50;
  #pragma omp target update to(w[0:1])
  #pragma omp target
  for (int j = 0; j < m; j++) v[0][j] = w[0];
  #pragma omp target exit data map(from: v[0:1][0:m]) map(delete: w)
  #pragma omp target exit data map(release: v)
  printf("%g %g %g\n", v[0][0], v[0][m - 1], v[n - 1][0]);
}
int main(void) { run(4, 3); run(2, 5); return 0; }
