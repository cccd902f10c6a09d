/* Written by hand for tools/difftest -file (docs/difftest.md): 3-D variable-length arrays and pointers to 2-D rows, variable rows and lengths */
#include <stdio.h>
#include <stdlib.h>
static long chk(int n, int m, int k, int v[n][m][k]) { long s = 0; for (int a = 0; a < n; a++) for (int b = 0; b < m; b++) for (int c = 0; c < k; c++) s += (long)v[a][b][c] * (a * 31 + b * 7 + c + 1); return s; }
static void f3(int n, int m, int k, int v[n][m][k]) {
  #pragma omp target teams distribute parallel for collapse(3) map(tofrom: v[0:n][0:m][0:k])
  for (int a = 0; a < n; a++) for (int b = 0; b < m; b++) for (int c = 0; c < k; c++) v[a][b][c] += a - b + c;
  printf("f3 %ld\n", chk(n, m, k, v));
  #pragma omp target map(tofrom: v[1][0:m][0:k])
  for (int b = 0; b < m; b++) for (int c = 0; c < k; c++) v[1][b][c] *= 3;
  printf("plane %ld\n", chk(n, m, k, v));
  int r = n - 1, q = m / 2;
  #pragma omp target map(tofrom: v[r][q][0:k])
  for (int c = 0; c < k; c++) v[r][q][c] = -c;
  printf("row %ld\n", chk(n, m, k, v));
  #pragma omp target map(tofrom: v[0:n/2])
  for (int a = 0; a < n / 2; a++) v[a][0][0] = 1000 + a;
  printf("half %ld\n", chk(n, m, k, v));
}
static void p2(int n, int m, int k, int (*p)[m][k]) {
  #pragma omp target map(tofrom: p[0:n])
  for (int a = 0; a < n; a++) for (int b = 0; b < m; b++) p[a][b][k - 1] = a * b;
  printf("p2 %ld\n", chk(n, m, k, p));
  #pragma omp target data map(to: p[0:n][0:m][0:k])
  {
    #pragma omp target
    for (int a = 0; a < n; a++) p[a][m - 1][0] = 77;
    #pragma omp target update from(p[1:n-1][0:m][0:k])
  }
  printf("p2 upd %ld\n", chk(n, m, k, p));
}
static void local3(int n, int m, int k) {
  double v[n][m][k];
  for (int a = 0; a < n; a++) for (int b = 0; b < m; b++) for (int c = 0; c < k; c++) v[a][b][c] = a + b * 0.5 + c * 0.25;
  #pragma omp target
  for (int a = 0; a < n; a++) for (int b = 0; b < m; b++) for (int c = 0; c < k; c++) v[a][b][c] *= 2;
  double s = 0; for (int a = 0; a < n; a++) for (int b = 0; b < m; b++) for (int c = 0; c < k; c++) s += v[a][b][c] * (a + 2 * b + 3 * c + 1);
  printf("local3 %g %zu\n", s, sizeof(v));
}
int main(void) {
  int n = 3, m = 4, k = 5;
  int (*v)[m][k] = malloc(sizeof(int[n][m][k]));
  for (int a = 0; a < n; a++) for (int b = 0; b < m; b++) for (int c = 0; c < k; c++) v[a][b][c] = a * 100 + b * 10 + c;
  f3(n, m, k, v);
  p2(n, m, k, v);
  local3(2, 3, 4);
  free(v);
  return 0;
}
