/* Multi-dimensional variable-length arrays in target regions: whole and
 * sectioned maps, pointers to variable-length rows, parameters, sizeof,
 * extents taken at the declaration, declare target functions with
 * variable-length parameters, reductions, generic regions and updates. */
#include <stdio.h>

static int fails;

static void check(const char *what, double got, double want) {
  if (got != want) {
    printf("FAIL %s: got %g want %g\n", what, got, want);
    fails++;
  }
}

#pragma omp declare target
static void scale_rows(int n, int m, double a[n][m], double f) {
  for (int i = 0; i < n; i++)
    for (int j = 0; j < m; j++)
      a[i][j] *= f + i;
}
static double corner_sum(int m, double (*a)[m + 1], int i) {
  /* The extent is an expression of the parameters. */
  return a[i][0] + a[i][m] + (double)(sizeof(a[i]) / sizeof(double));
}
static double row_sum(int m, double r[m]) {
  double s = 0;
  for (int j = 0; j < m; j++)
    s += r[j];
  return s;
}
#pragma omp end declare target

/* A parameter declared as a variable-length array, mapped by a section. */
static void fill(int n, int m, double a[n][m]) {
#pragma omp target teams distribute parallel for collapse(2) map(tofrom: a[0:n][0:m])
  for (int i = 0; i < n; i++)
    for (int j = 0; j < m; j++)
      a[i][j] = 100 * i + j;
}

/* Implicitly: the pointer is firstprivate and finds the rows an enclosing
 * target data mapped. */
static double total(int n, int m, double a[n][m]) {
  double s = 0;
#pragma omp target data map(to: a[0:n][0:m])
  {
#pragma omp target teams distribute parallel for reduction(+: s)
    for (int i = 0; i < n; i++)
      for (int j = 0; j < m; j++)
        s += a[i][j] * (j + 1);
  }
  return s;
}

/* Row hoisting and read-only loads of the loop cleanups on views. */
static void matmul(int n, int m, int l, const double A[n][l], const double B[l][m], double C[n][m]) {
#pragma omp target teams distribute parallel for collapse(2) map(to: A[0:n][0:l], B[0:l][0:m]) map(from: C[0:n][0:m])
  for (int i = 0; i < n; i++)
    for (int j = 0; j < m; j++) {
      double s = 0;
      for (int k = 0; k < l; k++)
        s += A[i][k] * B[k][j];
      C[i][j] = s;
    }
}

int main(void) {
  int n = 4, m = 7;
  double v[n][m];
  fill(n, m, v);
  for (int i = 0; i < n; i++)
    for (int j = 0; j < m; j++)
      check("fill", v[i][j], 100 * i + j);

  /* The extents are those of the declaration: changing m afterwards
   * changes neither v's row length on the host nor on the device. */
  int m0 = m;
  m = 99;
  double sz = 0, rowsz = 0, rowsz2 = 0;
#pragma omp target map(tofrom: v, sz, rowsz, rowsz2)
  {
    sz = sizeof(v);
    rowsz = sizeof(v[1]);
    rowsz2 = sizeof *v;
    for (int i = 0; i < n; i++)
      v[i][m0 - 1] += m; /* m is 99 here, the row length still 7 */
  }
  check("sizeof v", sz, sizeof(v));
  check("sizeof v[1]", rowsz, sizeof(v[1]));
  check("sizeof *v", rowsz2, sizeof *v);
  for (int i = 0; i < n; i++)
    check("last column", v[i][m0 - 1], 100 * i + m0 - 1 + 99);
  m = m0;

  /* A section offset in the first dimension, through a pointer to rows. */
  double (*p)[m] = v;
#pragma omp target map(tofrom: p[1:2][0:m])
  for (int i = 1; i < 3; i++)
    for (int j = 0; j < m; j++)
      p[i][j] = -p[i][j];
  for (int i = 0; i < n; i++)
    for (int j = 0; j < m; j++)
      check("p section", v[i][j], (i == 1 || i == 2 ? -1.0 : 1.0) * ((100 * i + j) + (j == m - 1 ? 99 : 0)));

  /* Declare target functions taking variable-length parameters. */
  for (int i = 0; i < n; i++)
    for (int j = 0; j < m; j++)
      v[i][j] = i + j;
  double sums[4];
#pragma omp target map(tofrom: v, sums)
  {
    scale_rows(n, m, v, 2.0);
    for (int i = 0; i < n; i++)
      sums[i] = row_sum(m, v[i]);
  }
  for (int i = 0; i < n; i++) {
    double want = 0;
    for (int j = 0; j < m; j++)
      want += (i + j) * (2.0 + i);
    check("scale_rows/row_sum", sums[i], want);
  }
  double cs = 0;
#pragma omp target map(to: v) map(from: cs)
  cs = corner_sum(m - 1, v, 2);
  check("corner_sum", cs, v[2][0] + v[2][m - 1] + m);

  /* A reduction over a variable-length array. */
  double want_total = 0;
  for (int i = 0; i < n; i++)
    for (int j = 0; j < m; j++)
      want_total += v[i][j] * (j + 1);
  check("total", total(n, m, v), want_total);

  /* Three dimensions, implicitly mapped, non-square extents. */
  int a = 3, b = 5, c = 2;
  int w[a][b][c];
  for (int i = 0; i < a; i++)
    for (int j = 0; j < b; j++)
      for (int k = 0; k < c; k++)
        w[i][j][k] = 0;
#pragma omp target teams distribute parallel for collapse(2)
  for (int i = 0; i < a; i++)
    for (int j = 0; j < b; j++)
      for (int k = 0; k < c; k++)
        w[i][j][k] = 1000 * i + 10 * j + k;
  for (int i = 0; i < a; i++)
    for (int j = 0; j < b; j++)
      for (int k = 0; k < c; k++)
        check("w", w[i][j][k], 1000 * i + 10 * j + k);

  /* A constant inner extent under a variable outer one, and the reverse. */
  double q[n][3], r[2][m];
#pragma omp target map(from: q, r)
  {
    for (int i = 0; i < n; i++)
      for (int j = 0; j < 3; j++)
        q[i][j] = i * 3 + j;
    for (int i = 0; i < 2; i++)
      for (int j = 0; j < m; j++)
        r[i][j] = -(i * m + j);
  }
  for (int i = 0; i < n; i++)
    for (int j = 0; j < 3; j++)
      check("q", q[i][j], i * 3 + j);
  for (int i = 0; i < 2; i++)
    for (int j = 0; j < m; j++)
      check("r", r[i][j], -(i * m + j));

  /* A generic region: code beside a parallel loop. */
  double g[n][m];
  double first = 0;
#pragma omp target map(from: g, first)
  {
    first = sizeof(g[0]) / sizeof(g[0][0]);
#pragma omp parallel for collapse(2)
    for (int i = 0; i < n; i++)
      for (int j = 0; j < m; j++)
        g[i][j] = i * j;
    g[n - 1][m - 1] += first;
  }
  check("generic first", first, m);
  for (int i = 0; i < n; i++)
    for (int j = 0; j < m; j++)
      check("generic", g[i][j], i * j + (i == n - 1 && j == m - 1 ? m : 0));

  /* Sections offset in both dimensions move through target update. */
  for (int i = 0; i < n; i++)
    for (int j = 0; j < m; j++)
      v[i][j] = 0;
#pragma omp target enter data map(to: v[0:n][0:m])
#pragma omp target
  for (int i = 0; i < n; i++)
    for (int j = 0; j < m; j++)
      v[i][j] = 10 * i + j;
#pragma omp target update from(v[2][2:3])
#pragma omp target exit data map(release: v[0:n][0:m])
  for (int i = 0; i < n; i++)
    for (int j = 0; j < m; j++)
      check("update", v[i][j], (i == 2 && j >= 2 && j < 5) ? 10 * i + j : 0);

  /* A section offset in both dimensions (one row: contiguous). */
#pragma omp target map(tofrom: p[3:1][1:4])
  for (int j = 1; j < 5; j++)
    p[3][j] = 7 * j;
  for (int j = 0; j < m; j++)
    check("p[3:1][1:4]", v[3][j], j >= 1 && j < 5 ? 7 * j : 0);

  {
    int mn = 3, mm = 5, ml = 4;
    double A[mn][ml], B[ml][mm], C[mn][mm];
    for (int i = 0; i < mn; i++)
      for (int k = 0; k < ml; k++)
        A[i][k] = i + 2 * k;
    for (int k = 0; k < ml; k++)
      for (int j = 0; j < mm; j++)
        B[k][j] = k - 3 * j;
    matmul(mn, mm, ml, A, B, C);
    int cnt = 0;
#pragma omp target teams distribute parallel for map(tofrom: C) reduction(+: cnt)
    for (int i = 0; i < mn; i++)
      for (int j = 0; j < sizeof C[0] / sizeof C[0][0]; j++) {
        C[i][j] += 1;
        cnt++;
      }
    check("matmul count", cnt, mn * mm);
    for (int i = 0; i < mn; i++)
      for (int j = 0; j < mm; j++) {
        double want = 1;
        for (int k = 0; k < ml; k++)
          want += A[i][k] * B[k][j];
        check("matmul", C[i][j], want);
      }
    printf("C[2][4] = %g\n", C[2][4]);
  }

  /* Sections without a length run to the extent C took. */
  int z[n + 3];
  for (int i = 0; i < n + 3; i++)
    z[i] = i;
#pragma omp target map(tofrom: z[2:], v[1:][0:])
  {
    for (int i = 2; i < n + 3; i++)
      z[i] *= 10;
    for (int i = 1; i < n; i++)
      v[i][0] = i + 0.5;
  }
  for (int i = 0; i < n + 3; i++)
    check("z[2:]", z[i], i < 2 ? i : 10 * i);
  for (int i = 1; i < n; i++)
    check("v[1:][0:]", v[i][0], i + 0.5);

  for (int i = 0; i < n; i++) {
    for (int j = 0; j < m; j++)
      printf(" %g", v[i][j]);
    printf("\n");
  }
  printf("w[2][4][1] = %d, q[3][2] = %g, r[1][6] = %g\n", w[2][4][1], q[3][2], r[1][6]);
  if (fails) {
    printf("FAIL vlarrays (%d)\n", fails);
    return 1;
  }
  printf("PASS vlarrays\n");
  return 0;
}
