/* Map sections of 2-D arrays whose inner length is not known to span the
 * row until run time. A section that covers whole rows is contiguous; one
 * that does not is outside OpenMP's rules for map, and clang maps the
 * bytes from its first element to its last: the kernels here read and
 * write only elements of the section, so both must give the same. */
#include <stdio.h>

static int check(const char *what, long got, long want) {
  if (got != want) {
    printf("FAIL %s: %ld, want %ld\n", what, got, want);
    return 1;
  }
  return 0;
}

int main(void) {
  int bad = 0;
  /* A variable-length array, inner length 2 of 7. */
  int n = 5, m = 7;
  double v[n][m];
  for (int i = 0; i < n; i++)
    for (int j = 0; j < m; j++) v[i][j] = i * 10 + j;
  double s = 0;
  #pragma omp target teams distribute parallel for reduction(+: s) map(to: v[0:n][0:2])
  for (int i = 0; i < n; i++)
    for (int j = 0; j < 2; j++) s += v[i][j];
  bad += check("vla sum", (long)s, 205);

  /* A constant-size array, inner length k of 5 from row 1, read and
   * written back. */
  int rows = 4, k = 3;
  int a[6][5];
  for (int i = 0; i < 6; i++)
    for (int j = 0; j < 5; j++) a[i][j] = i * 10 + j;
  long t = 0;
  #pragma omp target map(tofrom: a[1:rows][0:k]) map(tofrom: t)
  for (int i = 1; i < 1 + rows; i++)
    for (int j = 0; j < k; j++) {
      t += a[i][j];
      a[i][j] += 100;
    }
  bad += check("array sum", t, 312);
  bad += check("a[1][0]", a[1][0], 110);
  bad += check("a[4][2]", a[4][2], 142);
  bad += check("a[5][0]", a[5][0], 50);

  /* Whole rows with a run-time length: contiguous. */
  int full = 5;
  long u = 0;
  #pragma omp target map(to: a[2:2][0:full]) map(tofrom: u)
  for (int i = 2; i < 4; i++)
    for (int j = 0; j < 5; j++) u += a[i][j];
  bad += check("whole rows", u, (120 + 121 + 122 + 23 + 24) + (130 + 131 + 132 + 33 + 34));

  /* A zero-length section maps nothing. */
  int z = 0;
  #pragma omp target map(tofrom: a[2:z][0:k])
  { }
  bad += check("after an empty section", a[2][0], 120);

  printf("%g %ld %d %d %d %ld\n", s, t, a[1][0], a[4][2], a[5][0], u);
  if (bad) return 1;
  printf("PASS mapspan\n");
  return 0;
}
