/* Variable-length parameters of declare target functions, rank 3 and
 * const included; arithmetic on pointers to rows, the address of a row,
 * sizeof of a parameter (a pointer) and of rows, and a target region
 * written as target plus a nested teams loop. The host runs the same
 * functions for the expected values. */
#include <stdio.h>

static int fails;
static void check(const char *what, double got, double want) {
  if (got != want) {
    printf("FAIL %s: got %g want %g\n", what, got, want);
    fails++;
  }
}

#pragma omp declare target
static double sum3(int a, int b, int c, const int t[a][b][c]) {
  double s = 0;
  for (int i = 0; i < a; i++)
    for (int j = 0; j < b; j++)
      for (int k = 0; k < c; k++)
        s += t[i][j][k] * (i + 1) * (j + 2);
  return s;
}
static double rows(int m, double r[][m], int k) { return r[k][m - 1] + (*r)[0] * 3; }
static double first(double *x) { return x[0]; }
#pragma omp end declare target

static void g(int n, int m, double a[n][m], double *out) {
#pragma omp target map(tofrom: a[0:n][0:m]) map(from: out[0:6])
#pragma omp teams distribute parallel for
  for (int i = 0; i < n; i++) {
    if (i == 0) {
      out[0] = rows(m, a, 1);
      out[1] = first(a[2]);
      out[2] = first(*(a + 1));
      out[3] = rows(m, a + 1, 0) + rows(m, &a[2], 0);
      out[4] = sizeof(a) + sizeof(*a) * 10 + sizeof a[1][1] * 1000;
      out[5] = rows(m - 1, a, 2); /* rows of another length */
    }
  }
}

int main(void) {
  int n = 3, m = 4;
  double a[n][m];
  for (int i = 0; i < n; i++)
    for (int j = 0; j < m; j++)
      a[i][j] = i * m + j + 0.25;
  double out[6];
  g(n, m, a, out);
  check("rows", out[0], rows(m, a, 1));
  check("first a[2]", out[1], first(a[2]));
  check("first *(a + 1)", out[2], first(*(a + 1)));
  check("a + 1, &a[2]", out[3], rows(m, a + 1, 0) + rows(m, &a[2], 0));
  check("sizeof", out[4], sizeof(double *) + sizeof(a[0]) * 10 + sizeof a[1][1] * 1000);
  check("other row length", out[5], rows(m - 1, a, 2));

  int x = 2, y = 3, z = 5;
  int t[x][y][z];
  for (int i = 0; i < x; i++)
    for (int j = 0; j < y; j++)
      for (int k = 0; k < z; k++)
        t[i][j][k] = i * 100 + j * 10 + k;
  double s = 0, s1 = 0;
#pragma omp target map(to: t[0:x][0:y][0:z]) map(from: s, s1)
  {
    s = sum3(x, y, z, t);
    s1 = sum3(1, y, z, &t[1]) + sum3(1, 2, z, t + 1);
  }
  check("sum3", s, sum3(x, y, z, t));
  check("sum3 of a part", s1, sum3(1, y, z, &t[1]) + sum3(1, 2, z, t + 1));
  printf("%g %g %g %g %g %g | %g %g\n", out[0], out[1], out[2], out[3], out[4], out[5], s, s1);
  if (fails) {
    printf("FAIL vlafuncs (%d)\n", fails);
    return 1;
  }
  printf("PASS vlafuncs\n");
  return 0;
}
