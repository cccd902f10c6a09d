/* sizeof of variable-length arrays in device code: of a one-dimensional
 * one in a loop header and a body (on a combined loop, a target region
 * with code beside its loops and a private copy), and of a row of a
 * two-dimensional one. */
#include <stdio.h>

static int fails;

static void check(const char *what, long got, long want) {
  if (got != want) {
    printf("FAIL %s: got %ld want %ld\n", what, got, want);
    fails++;
  }
}

static void one_dim(int n) {
  int v[n];
  long bytes = 0, count = 0;
#pragma omp target map(from: v, bytes)
  {
    for (int i = 0; i < sizeof(v) / sizeof(v[0]); i++)
      v[i] = 3 * i;
    bytes = sizeof(v) + sizeof v;
  }
  check("bytes", bytes, 2 * n * (long)sizeof(int));
  for (int i = 0; i < n; i++)
    check("v", v[i], 3 * i);

  double w[n + 2];
  for (int i = 0; i < n + 2; i++)
    w[i] = i;
#pragma omp target teams distribute parallel for map(tofrom: w) reduction(+: count)
  for (int i = 0; i < (int)(sizeof(w) / sizeof(w[0])); i++) {
    w[i] = w[i] * 2 + sizeof(w) / sizeof(double);
    count++;
  }
  check("count", count, n + 2);
  for (int i = 0; i < n + 2; i++)
    check("w", (long)w[i], 2 * i + n + 2);

  long priv = 0;
#pragma omp target private(v) map(tofrom: priv)
  {
    for (unsigned long i = 0; i < sizeof(v) / sizeof(*v); i++)
      v[i] = 1;
    for (unsigned long i = 0; i < sizeof(v) / sizeof(*v); i++)
      priv += v[i];
  }
  check("private", priv, n);
}

static void two_dim(int n, int m) {
  float a[n][m];
  long rows = 0, all = 0;
#pragma omp target teams distribute parallel for map(from: a) map(tofrom: rows)
  for (int i = 0; i < n; i++) {
    for (int j = 0; j < sizeof(a[i]) / sizeof(float); j++)
      a[i][j] = i + j;
    if (i == 0)
      rows = sizeof(a[0]);
  }
#pragma omp target map(from: all)
  all = sizeof(a) / sizeof(a[0]);
  /* Only the headers of the distributed loops measure: rows of the view,
   * the whole view and a one-dimensional array. */
  int u[m];
#pragma omp target teams distribute parallel for collapse(2) map(tofrom: a) map(from: u)
  for (int i = 0; i < sizeof(a) / sizeof(a[0]); i++)
    for (int j = 0; j < sizeof(a[0]) / sizeof(a[0][0]); j++) {
      a[i][j] *= 2;
      if (i == 0)
        u[j] = j;
    }
#pragma omp target teams distribute parallel for map(tofrom: u)
  for (int j = sizeof(u) / sizeof(int) - 1; j >= 0; j--)
    u[j] += 1;
  for (int j = 0; j < m; j++)
    check("u", u[j], j + 1);
  check("row bytes", rows, m * (long)sizeof(float));
  check("rows", all, n);
  for (int i = 0; i < n; i++)
    for (int j = 0; j < m; j++)
      check("a", (long)a[i][j], 2 * (i + j));
}

int main(void) {
  one_dim(7);
  two_dim(5, 9);
  if (fails)
    return 1;
  printf("PASS vlasizeof\n");
  return 0;
}
