/* Rows of jagged arrays mapped on target constructs: the pointer array
 * and some of its rows on one construct (plain and combined, a tofrom
 * pointer array whose host pointers must come back unchanged), rows alone
 * under a target data that maps the pointers, an array of pointers, and a
 * nowait region. Each row attaches into the device copy of its pointer,
 * where the kernel finds it. */
#include <stdio.h>
#include <stdlib.h>

#define N 4
#define M 6

static int bad;

static void check(const char *what, double got, double want) {
  if (got != want) {
    printf("FAIL %s: %g, want %g\n", what, got, want);
    bad++;
  }
}

static double **rows_new(void) {
  double **pp = malloc(N * sizeof(double *));
  for (int i = 0; i < N; i++) {
    pp[i] = malloc(M * sizeof(double));
    for (int j = 0; j < M; j++) pp[i][j] = i * 10 + j;
  }
  return pp;
}

int main(void) {
  int m = M;
  double sum0 = 0;
  double **pp = rows_new();
  double *saved[N];
  for (int i = 0; i < N; i++) saved[i] = pp[i];

  /* Two rows beside their pointer array. */
#pragma omp target map(to: pp[0:N]) map(tofrom: pp[1][0:m], pp[3][1:2])
  {
    pp[1][5] = pp[1][0] + 100;
    pp[3][2] = pp[3][1] * 2;
  }
  check("pp[1][5]", pp[1][5], 110);
  check("pp[3][2]", pp[3][2], 62);
  check("pp[3][3]", pp[3][3], 33);

  /* A row mapped 'to' only: the kernel writes the device copy, which the
   * row attached into pp reaches; the host's row stays as it was (were
   * the row not attached, the kernel would reach the host's row through
   * the host pointer, which the host plugin can write). */
#pragma omp target map(to: pp[0:N]) map(to: pp[2][0:M]) map(from: sum0)
  {
    pp[2][0] = -1;
    sum0 = pp[2][0] + pp[2][1];
  }
  check("to-only row, device", sum0, -1 + 21);
  check("to-only row, host", pp[2][0], 20);

  /* Every row, in a combined construct; the pointer array tofrom: its
   * host pointers stay the host's. */
#pragma omp target teams distribute parallel for collapse(2) map(tofrom: pp[0:N]) map(tofrom: pp[0][0:M], pp[1][0:M], pp[2][0:M], pp[3][0:M])
  for (int i = 0; i < N; i++)
    for (int j = 0; j < M; j++) pp[i][j] += 1000 * (i + 1);
  double sum = 0;
  for (int i = 0; i < N; i++) {
    if (pp[i] != saved[i]) {
      printf("FAIL pointer %d changed\n", i);
      bad++;
      return 1;
    }
    for (int j = 0; j < M; j++) sum += pp[i][j];
  }
  double want = 0;
  for (int i = 0; i < N; i++)
    for (int j = 0; j < M; j++) {
      double v = i * 10 + j + 1000 * (i + 1);
      if (i == 1 && j == 5) v = 110 + 2000;
      if (i == 3 && j == 2) v = 62 + 4000;
      want += v;
    }
  check("sum", sum, want);
  printf("sum=%g\n", sum);

  /* Rows alone (from), the pointers mapped by an enclosing target data. */
#pragma omp target data map(to: pp[0:N])
  {
#pragma omp target map(from: pp[2][0:M])
    for (int j = 0; j < M; j++) pp[2][j] = -j;
#pragma omp target teams distribute parallel for map(tofrom: pp[0][1:3])
    for (int j = 1; j < 4; j++) pp[0][j] *= 2;
  }
  check("pp[2][4]", pp[2][4], -4);
  check("pp[0][1]", pp[0][1], 2 * 1001);
  check("pp[0][4]", pp[0][4], 1004);

  /* An array of pointers, one row with an offset. */
  int *rows[3];
  for (int k = 0; k < 3; k++) {
    rows[k] = calloc(8, sizeof(int));
    for (int j = 0; j < 8; j++) rows[k][j] = k * 100 + j;
  }
#pragma omp target map(to: rows) map(tofrom: rows[0][2:4], rows[2][0:8])
  {
    for (int j = 2; j < 6; j++) rows[0][j] = -rows[0][j];
    for (int j = 0; j < 8; j++) rows[2][j] += 1000;
  }
  check("rows[0][1]", rows[0][1], 1);
  check("rows[0][5]", rows[0][5], -5);
  check("rows[0][6]", rows[0][6], 6);
  check("rows[2][7]", rows[2][7], 1207);
  check("rows[1][3]", rows[1][3], 103);

  /* A row alone: the array of pointers the region uses is mapped
   * implicitly (tofrom, before the row), and comes back with the host's
   * pointers. */
  int *keep = rows[1];
#pragma omp target map(tofrom: rows[1][0:8])
  for (int j = 0; j < 8; j++) rows[1][j] *= 3;
  check("rows[1] pointer", rows[1] == keep, 1);
  check("rows[1][7]", rows[1][7], 321);

  /* nowait: the entries are copied at the construct. */
#pragma omp target nowait map(to: pp[0:N]) map(tofrom: pp[3][0:M])
  for (int j = 0; j < M; j++) pp[3][j] = j * j;
#pragma omp taskwait
  check("pp[3][5]", pp[3][5], 25);
  printf("rows=%d,%d pp3=%g\n", rows[0][5], rows[2][7], pp[3][5]);

  for (int i = 0; i < N; i++) free(pp[i]);
  free(pp);
  for (int k = 0; k < 3; k++) free(rows[k]);
  if (bad) {
    printf("FAIL jaggedtarget (%d)\n", bad);
    return 1;
  }
  printf("PASS jaggedtarget\n");
  return 0;
}
