/* Differential program (against clang-19): two- and three-dimensional
 * arrays the ways C programs hold them: pointers to rows (int (*)[M])
 * from malloc mapped as p[lo:len][0:M], row sections of a 3-D array,
 * array parameters (double a[][8], double (*a)[8]) mapped in functions,
 * arrays of arrays inside structs and arrays of such structs, a typedef'd
 * row type, pointer arithmetic to a row inside a region, and target
 * update of whole rows of each. */
#include <stdio.h>
#include <stdlib.h>
#define R 12
#define M 8
typedef int row_t[M];
typedef struct { double m[4][4]; int id; } mat4;

static void scale_rows(double a[][M], int lo, int n, double f) {
#pragma omp target teams distribute parallel for collapse(2) map(tofrom: a[lo:n][0:M])
  for (int i = lo; i < lo + n; i++)
    for (int j = 0; j < M; j++) a[i][j] *= f;
}

static double row_sum(double (*a)[M], int r) {
  double s = 0;
#pragma omp target map(to: a[r:1][0:M]) map(tofrom: s)
  {
    double *rowp = a[r];
    for (int j = 0; j < M; j++) s += rowp[j] * (j + 1);
  }
  return s;
}

int main(void) {
  int (*p)[M] = malloc(sizeof(int[R][M]));
  for (int i = 0; i < R; i++)
    for (int j = 0; j < M; j++) p[i][j] = i * 100 + j;
#pragma omp target map(tofrom: p[3:5][0:M])
  for (int i = 3; i < 8; i++)
    for (int j = 0; j < M; j++) p[i][j] = -p[i][j] + p[i][M - 1 - j];
  long h = 0;
  for (int i = 0; i < R; i++)
    for (int j = 0; j < M; j++) h = (h * 31 + p[i][j]) % 1000000007;
  printf("A %ld\n", h);

  int cube[4][5][6];
  for (int i = 0; i < 4; i++)
    for (int j = 0; j < 5; j++)
      for (int k = 0; k < 6; k++) cube[i][j][k] = i * 30 + j * 6 + k;
#pragma omp target teams distribute parallel for collapse(3) map(tofrom: cube[1:2][0:5][0:6])
  for (int i = 1; i < 3; i++)
    for (int j = 0; j < 5; j++)
      for (int k = 0; k < 6; k++) cube[i][j][k] = cube[i][j][k] * 2 + i * j - k * (i + 1);
  h = 0;
  for (int i = 0; i < 4; i++)
    for (int j = 0; j < 5; j++)
      for (int k = 0; k < 6; k++) h = (h * 17 + cube[i][j][k]) % 1000000007;
  printf("B %ld\n", h);

  double (*g)[M] = malloc(sizeof(double[R][M]));
  for (int i = 0; i < R; i++)
    for (int j = 0; j < M; j++) g[i][j] = i + j * 0.5;
  scale_rows(g, 2, 4, 2.0);
  scale_rows(g, 9, 3, -0.5);
  printf("C %.2f %.2f %.2f %.2f\n", row_sum(g, 0), row_sum(g, 3), row_sum(g, 10), g[11][7]);

  row_t rows[6];
  for (int i = 0; i < 6; i++)
    for (int j = 0; j < M; j++) rows[i][j] = i ^ j;
  row_t *rp = rows + 1;
#pragma omp target data map(tofrom: rows)
  {
#pragma omp target map(to: rp[0:2])
    for (int j = 0; j < M; j++) rp[1][j] += rp[0][j] * 10;
#pragma omp target update from(rows[2])
    printf("D %d %d %d\n", rows[2][0], rows[2][7], rows[1][3]);
    rows[5][5] = 500;
#pragma omp target update to(rows[5:1])
#pragma omp target
    for (int j = 0; j < M; j++) rows[0][j] = rows[5][j];
  }
  printf("E %d %d %d\n", rows[0][5], rows[0][1], rows[2][2]);

  mat4 ms[3];
  for (int t = 0; t < 3; t++) {
    ms[t].id = t;
    for (int i = 0; i < 4; i++)
      for (int j = 0; j < 4; j++) ms[t].m[i][j] = (i == j) ? t + 1 : (i - j) * 0.5;
  }
  mat4 prodm;
#pragma omp target map(to: ms[0:3]) map(from: prodm)
  {
    mat4 acc = ms[0];
    for (int t = 1; t < 3; t++) {
      mat4 nx;
      for (int i = 0; i < 4; i++)
        for (int j = 0; j < 4; j++) {
          double s = 0;
          for (int k = 0; k < 4; k++) s += acc.m[i][k] * ms[t].m[k][j];
          nx.m[i][j] = s;
        }
      nx.id = acc.id * 10 + ms[t].id;
      acc = nx;
    }
    prodm = acc;
  }
  double tr = 0;
  for (int i = 0; i < 4; i++) tr += prodm.m[i][i] + prodm.m[i][3 - i] * 0.5;
  printf("F %d %.4f\n", prodm.id, tr);
#pragma omp target teams distribute map(tofrom: ms[1].m[1:2])
  for (int i = 1; i < 3; i++)
    for (int j = 0; j < 4; j++) ms[1].m[i][j] = 100 * i + j;
  printf("G %.1f %.1f %.1f\n", ms[1].m[1][0], ms[1].m[2][3], ms[1].m[3][0]);
  free(p);
  free(g);
  return 0;
}
