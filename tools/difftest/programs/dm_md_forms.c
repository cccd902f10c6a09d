/* Written by hand for tools/difftest -file (docs/difftest.md): 2-D and 3-D arrays mapped whole, by rows, by planes, by elements */
#include <stdio.h>
#define N 5
#define M 4
#define K 3
double a[N][M];
int c3[N][M][K];
static void pr(const char *t) {
  double s = 0; for (int i = 0; i < N; i++) for (int j = 0; j < M; j++) s += a[i][j] * (i * 7 + j + 1);
  printf("%s %g\n", t, s);
}
static void pr3(const char *t) {
  long s = 0; for (int i = 0; i < N; i++) for (int j = 0; j < M; j++) for (int k = 0; k < K; k++) s += c3[i][j][k] * (i * 31 + j * 5 + k + 1);
  printf("%s %ld\n", t, s);
}
int main(void) {
  for (int i = 0; i < N; i++) for (int j = 0; j < M; j++) a[i][j] = i + j * 0.5;
  for (int i = 0; i < N; i++) for (int j = 0; j < M; j++) for (int k = 0; k < K; k++) c3[i][j][k] = i * 100 + j * 10 + k;
  #pragma omp target map(tofrom: a)
  for (int i = 0; i < N; i++) for (int j = 0; j < M; j++) a[i][j] += 1;
  pr("whole");
  #pragma omp target map(tofrom: a[2:3][0:M])
  for (int i = 2; i < 5; i++) for (int j = 0; j < M; j++) a[i][j] *= 2;
  pr("rows");
  #pragma omp target map(tofrom: a[1][0:M])
  for (int j = 0; j < M; j++) a[1][j] -= 3;
  pr("row1");
  #pragma omp target map(tofrom: a[3][1:2])
  for (int j = 1; j < 3; j++) a[3][j] = 100 + j;
  pr("row3part");
  #pragma omp target map(tofrom: a[1:2])
  for (int i = 1; i < 3; i++) for (int j = 0; j < M; j++) a[i][j] += 10;
  pr("rows-noinner");
  #pragma omp target map(tofrom: a[4])
  for (int j = 0; j < M; j++) a[4][j] = -j;
  pr("elem-row");
  #pragma omp target map(tofrom: a[0][2])
  a[0][2] = 42;
  pr("elem");
  #pragma omp target map(tofrom: a[:][:])
  for (int i = 0; i < N; i++) for (int j = 0; j < M; j++) a[i][j] = a[i][j] / 2;
  pr("all-colons");
  #pragma omp target map(tofrom: c3)
  for (int i = 0; i < N; i++) for (int j = 0; j < M; j++) for (int k = 0; k < K; k++) c3[i][j][k] += 1;
  pr3("c3 whole");
  #pragma omp target map(tofrom: c3[1:2])
  for (int i = 1; i < 3; i++) for (int j = 0; j < M; j++) for (int k = 0; k < K; k++) c3[i][j][k] *= 2;
  pr3("c3 planes");
  #pragma omp target map(tofrom: c3[4][1:2][0:K])
  for (int j = 1; j < 3; j++) for (int k = 0; k < K; k++) c3[4][j][k] = -c3[4][j][k];
  pr3("c3 rows of plane");
  #pragma omp target map(tofrom: c3[2][3])
  for (int k = 0; k < K; k++) c3[2][3][k] = 7 * k;
  pr3("c3 row");
  #pragma omp target map(tofrom: c3[0:N][0:M][0:K])
  for (int i = 0; i < N; i++) for (int j = 0; j < M; j++) for (int k = 0; k < K; k++) c3[i][j][k] -= i;
  pr3("c3 full sec");
  /* local 2-D arrays, implicit map */
  int loc[3][4];
  for (int i = 0; i < 3; i++) for (int j = 0; j < 4; j++) loc[i][j] = i * j;
  #pragma omp target teams distribute parallel for collapse(2)
  for (int i = 0; i < 3; i++) for (int j = 0; j < 4; j++) loc[i][j] += i + j;
  for (int i = 0; i < 3; i++) for (int j = 0; j < 4; j++) printf("%d ", loc[i][j]);
  printf("\n");
  /* a row pointer and pointer to array */
  double (*pa)[M] = &a[1];
  #pragma omp target map(tofrom: pa[0:2][0:M])
  for (int i = 0; i < 2; i++) for (int j = 0; j < M; j++) pa[i][j] = 1000 + i * 10 + j;
  pr("pa");
  double (*whole)[N][M] = &a;
  #pragma omp target map(tofrom: whole[0][0:N][0:M])
  for (int i = 0; i < N; i++) (*whole)[i][0] = 5;
  pr("ptr-to-array");
  double *row = a[2];
  #pragma omp target map(tofrom: row[0:M])
  for (int j = 0; j < M; j++) row[j] += 0.25;
  pr("row ptr");
  return 0;
}
