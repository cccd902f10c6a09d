/* Written by hand for tools/difftest -file (docs/difftest.md): VLAs and pointers to rows in functions, target update of 2-D sections, enter/exit data */
#include <stdio.h>
#include <stdlib.h>
static double sum2(int n, int m, double a[n][m]) {
  double s = 0; for (int i = 0; i < n; i++) for (int j = 0; j < m; j++) s += a[i][j] * (i * 13 + j + 1);
  return s;
}
static void scale(int n, int m, double a[n][m], double f) {
  #pragma omp target teams distribute parallel for collapse(2) map(tofrom: a[0:n][0:m])
  for (int i = 0; i < n; i++) for (int j = 0; j < m; j++) a[i][j] *= f;
}
static void rows(int n, int m, double a[n][m], int lo, int len) {
  #pragma omp target map(tofrom: a[lo:len][0:m])
  for (int i = lo; i < lo + len; i++) for (int j = 0; j < m; j++) a[i][j] += i;
}
static void viap(int n, int m, double (*p)[m]) {
  #pragma omp target map(tofrom: p[0:n])
  for (int i = 0; i < n; i++) for (int j = 0; j < m; j++) p[i][j] = p[i][j] * 2 + 1;
}
static void onerow(int m, double (*p)[m], int r) {
  #pragma omp target map(tofrom: p[r][0:m])
  for (int j = 0; j < m; j++) p[r][j] = -p[r][j];
}
static void localvla(int n, int m) {
  double v[n][m];
  for (int i = 0; i < n; i++) for (int j = 0; j < m; j++) v[i][j] = i - j;
  #pragma omp target map(tofrom: v)
  for (int i = 0; i < n; i++) for (int j = 0; j < m; j++) v[i][j] *= 3;
  printf("localvla %g\n", sum2(n, m, v));
  int w[n][m];
  for (int i = 0; i < n; i++) for (int j = 0; j < m; j++) w[i][j] = i * m + j;
  #pragma omp target teams distribute parallel for collapse(2)
  for (int i = 0; i < n; i++) for (int j = 0; j < m; j++) w[i][j] += 1;
  long s = 0; for (int i = 0; i < n; i++) for (int j = 0; j < m; j++) s += (long)w[i][j] * (i + 2 * j + 1);
  printf("implicit vla %ld\n", s);
}
#define N 6
#define M 5
double g[N][M];
static void pg(const char *t) { printf("%s %g\n", t, sum2(N, M, g)); }
int main(void) {
  int n = 4, m = 3;
  double (*h)[m] = malloc(sizeof(double[n][m]));
  for (int i = 0; i < n; i++) for (int j = 0; j < m; j++) h[i][j] = i * 10 + j;
  scale(n, m, h, 2); printf("scale %g\n", sum2(n, m, h));
  rows(n, m, h, 1, 2); printf("rows %g\n", sum2(n, m, h));
  viap(n, m, h); printf("viap %g\n", sum2(n, m, h));
  onerow(m, h, 3); printf("onerow %g\n", sum2(n, m, h));
  localvla(3, 5);
  free(h);
  for (int i = 0; i < N; i++) for (int j = 0; j < M; j++) g[i][j] = i + 0.5 * j;
  #pragma omp target data map(to: g)
  {
    #pragma omp target
    for (int i = 0; i < N; i++) for (int j = 0; j < M; j++) g[i][j] = 100 * i + j;
    pg("before");
    #pragma omp target update from(g[1:2][0:M])
    pg("from rows");
    #pragma omp target update from(g[4])
    pg("from row4");
    #pragma omp target update from(g[5][2:2])
    pg("from part5");
    for (int j = 0; j < M; j++) g[0][j] = -1;
    #pragma omp target update to(g[0][0:M])
    #pragma omp target
    for (int j = 0; j < M; j++) g[0][j] *= 2;
    #pragma omp target update from(g[0:1])
    pg("row0");
  }
  pg("after");
  /* enter / exit data with 2-D sections */
  for (int i = 0; i < N; i++) for (int j = 0; j < M; j++) g[i][j] = i * j;
  #pragma omp target enter data map(to: g[1:3][0:M])
  #pragma omp target
  for (int i = 1; i < 4; i++) for (int j = 0; j < M; j++) g[i][j] += 7;
  #pragma omp target exit data map(from: g[2:1][0:M])
  pg("exit part");
  #pragma omp target exit data map(release: g[1:3][0:M])
  pg("released");
  /* enter data of a whole 2-D, update a column block (contiguous rows) */
  #pragma omp target enter data map(alloc: g)
  #pragma omp target
  for (int i = 0; i < N; i++) for (int j = 0; j < M; j++) g[i][j] = i == j;
  #pragma omp target update from(g[0:N][0:M])
  pg("eye");
  #pragma omp target exit data map(delete: g)
  return 0;
}
