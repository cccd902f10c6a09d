/* Written by hand for tools/difftest -file (docs/difftest.md): enter/exit/update of pointers to rows and VLAs in functions, 3-D updates of whole rows */
#include <stdio.h>
#include <stdlib.h>
static double chk(int n, int m, double (*p)[m]) { double s = 0; for (int i = 0; i < n; i++) for (int j = 0; j < m; j++) s += p[i][j] * (i * 17 + j + 1); return s; }
static void enter(int n, int m, double (*p)[m]) {
  #pragma omp target enter data map(to: p[0:n][0:m])
}
static void work(int n, int m, double (*p)[m]) {
  #pragma omp target teams distribute parallel for collapse(2)
  for (int i = 0; i < n; i++) for (int j = 0; j < m; j++) p[i][j] = p[i][j] * 2 + i;
}
static void pull(int lo, int len, int m, double (*p)[m]) {
  #pragma omp target update from(p[lo:len][0:m])
}
static void push_row(int r, int m, double p[][m]) {
  #pragma omp target update to(p[r][0:m])
}
static void leave(int n, int m, double p[n][m]) {
  #pragma omp target exit data map(from: p[0:n][0:m])
}
int cube[3][4][5];
int main(void) {
  int n = 5, m = 3;
  double (*p)[m] = malloc(sizeof(double[n][m]));
  for (int i = 0; i < n; i++) for (int j = 0; j < m; j++) p[i][j] = i + 0.25 * j;
  enter(n, m, p);
  work(n, m, p);
  printf("before pull %g\n", chk(n, m, p));
  pull(1, 2, m, p);
  printf("pulled %g\n", chk(n, m, p));
  for (int j = 0; j < m; j++) p[4][j] = -10;
  push_row(4, m, p);
  work(n, m, p);
  pull(4, 1, m, p);
  printf("row4 %g\n", chk(n, m, p));
  leave(n, m, p);
  printf("left %g\n", chk(n, m, p));
  free(p);
  for (int k = 0; k < 3; k++) for (int i = 0; i < 4; i++) for (int j = 0; j < 5; j++) cube[k][i][j] = k * 100 + i * 10 + j;
  #pragma omp target enter data map(to: cube)
  #pragma omp target
  for (int k = 0; k < 3; k++) for (int i = 0; i < 4; i++) for (int j = 0; j < 5; j++) cube[k][i][j] = -cube[k][i][j];
  #pragma omp target update from(cube[1][2:2][0:5])
  #pragma omp target update from(cube[2])
  #pragma omp target update from(cube[0][0])
  long s = 0;
  for (int k = 0; k < 3; k++) for (int i = 0; i < 4; i++) for (int j = 0; j < 5; j++) s += (long)cube[k][i][j] * (k * 7 + i * 3 + j + 1);
  printf("cube %ld\n", s);
  #pragma omp target update from(cube[0][1][0:5])
  #pragma omp target exit data map(release: cube)
  s = 0;
  for (int k = 0; k < 3; k++) for (int i = 0; i < 4; i++) for (int j = 0; j < 5; j++) s += (long)cube[k][i][j] * (k * 7 + i * 3 + j + 1);
  printf("cube2 %ld\n", s);
  return 0;
}
