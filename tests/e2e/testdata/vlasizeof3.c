/* sizeof of the rows of a three-dimensional variable-length array in
 * the headers of distributed loops: a[0] (a two-dimensional row), a[0][0]
 * and *a[1] (rows of a row, one-dimensional), next to the whole array
 * and an element, on a combined loop, a collapsed nest and a distribute
 * loop of a teams region; through a pointer to rows; and of a row of a
 * row whose extent is fixed (b[0][0] of double b[n][m][3], 24 bytes,
 * which the device must not take for the pointer it holds there). */
#include <stdio.h>

static int fails;

static void check(const char *what, long got, long want) {
  if (got != want) {
    printf("FAIL %s: got %ld want %ld\n", what, got, want);
    fails++;
  }
}

static void three(int n, int m, int k) {
  double a[n][m][k];
  long count = 0;
#pragma omp target teams distribute parallel for map(from: a) reduction(+: count)
  for (int i = 0; i < (int)(sizeof(a) / sizeof(a[0])); i++)
    for (int j = 0; j < m; j++)
      for (int l = 0; l < k; l++) {
        a[i][j][l] = 100 * i + 10 * j + l;
        count++;
      }
  check("count", count, (long)n * m * k);
#pragma omp target teams distribute parallel for collapse(2) map(tofrom: a)
  for (int j = 0; j < (int)(sizeof a[0] / sizeof(a[0][0])); j++)
    for (int l = 0; l < (int)(sizeof(a[0][0]) / sizeof(a[0][0][0])); l++)
      a[1][j][l] += 1000;
  long sum = 0;
#pragma omp target teams distribute map(to: a) reduction(+: sum)
  for (long l = 0; l < (long)(sizeof *a[1] / sizeof(double)); l++)
    sum += (long)a[n - 1][m - 1][l];
  long want = 0;
  for (int l = 0; l < k; l++)
    want += 100 * (n - 1) + 10 * (m - 1) + l + (n - 1 == 1 ? 1000 : 0);
  check("sum", sum, want);
  long rows = 0;
#pragma omp target teams map(tofrom: rows) num_teams(2) reduction(+: rows)
  {
#pragma omp distribute
    for (int j = 0; j < (int)(sizeof(a[0]) / sizeof(a[0][0])); j++)
      rows++;
  }
  check("rows", rows, m);
  double(*p)[m][k] = a;
  long cells = 0;
#pragma omp target teams distribute parallel for map(to: p[0:n]) reduction(+: cells)
  for (int j = 0; j < (int)(sizeof(p[0][0]) / sizeof(double)) * (int)(sizeof p[0] / sizeof p[0][0]); j++)
    cells++;
  check("cells", cells, (long)m * k);
  for (int i = 0; i < n; i++)
    for (int j = 0; j < m; j++)
      for (int l = 0; l < k; l++)
        check("a", (long)a[i][j][l], 100 * i + 10 * j + l + (i == 1 ? 1000 : 0));
  printf("a[1][2][3]=%g count=%ld sum=%ld rows=%ld cells=%ld\n", a[1][2][3], count, sum, rows, cells);
}

static void fixed_inner(int n, int m) {
  double b[n][m][3];
  long c = 0, d = 0;
#pragma omp target teams distribute parallel for map(alloc: b) reduction(+: c)
  for (int i = 0; i < (int)sizeof b[0][0]; i++)
    c++;
#pragma omp target teams distribute parallel for map(alloc: b) reduction(+: d)
  for (int i = 0; i < (int)(sizeof(*b[1]) + sizeof b[0]); i++)
    d++;
  check("fixed inner c", c, 3 * (long)sizeof(double));
  check("fixed inner d", d, (3 + 3L * m) * (long)sizeof(double));
  printf("c=%ld d=%ld\n", c, d);
}

int main(void) {
  three(3, 4, 5);
  fixed_inner(2, 5);
  if (fails)
    return 1;
  printf("PASS vlasizeof3\n");
  return 0;
}
