/* Reductions over variable-length arrays of several dimensions: whole
 * and by sections of rows, on combined loops (collapsed too), on a loop
 * of a target teams region and with the * and max operators; a histogram
 * as such codes build them. */
#include <stdio.h>

static int fails;

static void check(const char *what, long got, long want) {
  if (got != want) {
    printf("FAIL %s: got %ld want %ld\n", what, got, want);
    fails++;
  }
}

static void histogram(int n, int m, int samples) {
  long h[n][m];
  for (int i = 0; i < n; i++)
    for (int j = 0; j < m; j++)
      h[i][j] = 100 * i + j;
#pragma omp target teams distribute parallel for reduction(+: h)
  for (int k = 0; k < samples; k++)
    h[k % n][(k / n) % m] += k;
  for (int i = 0; i < n; i++)
    for (int j = 0; j < m; j++) {
      long want = 100 * i + j;
      for (int k = 0; k < samples; k++)
        if (k % n == i && (k / n) % m == j)
          want += k;
      check("histogram", h[i][j], want);
    }
}

static void rows(int n, int m) {
  double g[n][m];
  for (int i = 0; i < n; i++)
    for (int j = 0; j < m; j++)
      g[i][j] = -1;
  /* Rows 1 .. n-2 are reduced; the others keep their values. */
#pragma omp target teams distribute parallel for collapse(2) reduction(+: g[1:n - 2][0:m]) map(tofrom: g)
  for (int i = 1; i < n - 1; i++)
    for (int j = 0; j < m; j++)
      g[i][j] += i * j;
  for (int i = 0; i < n; i++)
    for (int j = 0; j < m; j++)
      check("rows", (long)g[i][j], i == 0 || i == n - 1 ? -1 : i * j - 1);

  int c[n][m];
  for (int i = 0; i < n; i++)
    for (int j = 0; j < m; j++)
      c[i][j] = 0;
#pragma omp target teams map(tofrom: c)
#pragma omp distribute parallel for reduction(+: c[:][:])
  for (int k = 0; k < 3 * n * m; k++)
    c[k % n][k % m]++;
  long total = 0;
  for (int i = 0; i < n; i++)
    for (int j = 0; j < m; j++)
      total += c[i][j];
  check("counts", total, 3L * n * m);
}

static void cube(int n, int m, int l) {
  long p[n][m][l], mx[n][m][l];
  for (int i = 0; i < n; i++)
    for (int j = 0; j < m; j++)
      for (int q = 0; q < l; q++) {
        p[i][j][q] = 1;
        mx[i][j][q] = -5;
      }
#pragma omp target teams distribute parallel for reduction(*: p) reduction(max: mx)
  for (int k = 0; k < 40; k++) {
    p[k % n][k % m][k % l] *= 2;
    if (k > mx[k % n][0][k % l])
      mx[k % n][0][k % l] = k;
  }
  long prod = 0;
  for (int i = 0; i < n; i++)
    for (int j = 0; j < m; j++)
      for (int q = 0; q < l; q++)
        prod += p[i][j][q];
  long want = 0;
  for (int i = 0; i < n; i++)
    for (int j = 0; j < m; j++)
      for (int q = 0; q < l; q++) {
        long v = 1;
        for (int k = 0; k < 40; k++)
          if (k % n == i && k % m == j && k % l == q)
            v *= 2;
        want += v;
        long w = -5;
        for (int k = 0; k < 40; k++)
          if (k % n == i && j == 0 && k % l == q && k > w)
            w = k;
        check("max", mx[i][j][q], w);
      }
  check("product", prod, want);
}

/* The outer dimension fixed, the inner one variable. */
static void halves(int n) {
  double s[2][n];
  for (int i = 0; i < n; i++)
    s[0][i] = s[1][i] = 0;
#pragma omp target teams distribute parallel for reduction(+: s)
  for (int i = 0; i < 4 * n; i++)
    s[i % 2][i % n] += i;
  for (int h = 0; h < 2; h++)
    for (int j = 0; j < n; j++) {
      long want = 0;
      for (int i = 0; i < 4 * n; i++)
        if (i % 2 == h && i % n == j)
          want += i;
      check("halves", (long)s[h][j], want);
    }
}

int main(void) {
  halves(9);
  histogram(5, 7, 1000);
  rows(6, 9);
  cube(3, 4, 5);
  if (fails)
    return 1;
  printf("PASS vlareduce\n");
  return 0;
}
