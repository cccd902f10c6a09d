/* A multi-dimensional variable-length array, or the rows a parameter
 * 'double a[n][m]' points to, in several map clauses of one construct:
 * each clause is an entry of its own, in clang-19's order, and the
 * reference counts decide what moves. The values checked are
 * clang-19's. */
#include <stdio.h>
#include <omp.h>

static int fails;

static void check(const char *what, double got, double want) {
  printf("%s: %g\n", what, got);
  if (got != want) {
    printf("FAIL %s: want %g\n", what, want);
    fails++;
  }
}

static void rows(int n, int m, double a[n][m]) {
#pragma omp target map(to: a[0:n][0:m]) map(from: a[0:n][0:m])
  { a[1][1] += 100; }
  check("rows to, from", a[1][1], 11);
#pragma omp target map(alloc: a[0:n][0:m]) map(tofrom: a[0:n][0:m])
  { a[1][1] += 100; }
  check("rows alloc, tofrom", a[1][1], 111);
}

int main(void) {
  int n = 4, m = 3, l = 2, dev = omp_get_default_device();
  double v[n][m], t[l][n][m];
  for (int i = 0; i < n; i++)
    for (int j = 0; j < m; j++) {
      v[i][j] = 10 * i + j;
      for (int k = 0; k < l; k++) t[k][i][j] = 100 * k + 10 * i + j;
    }
  /* to first: copied in, never back. */
#pragma omp target map(to: v) map(from: v)
  { v[1][2] += 100; }
  check("v to, from", v[1][2], 12);
  /* alloc goes last: tofrom allocates and copies both ways. */
#pragma omp target map(alloc: v) map(tofrom: v)
  { v[1][2] += 100; }
  check("v alloc, tofrom", v[1][2], 112);
  /* always from copies the section back. */
#pragma omp target map(to: v[1:2][0:m]) map(always, from: v[1:2][0:m])
  { v[1][2] += 100; v[0][0] = 5; }
  check("v[1:2][0:m] to, always from", v[1][2], 212);
  check("v[0][0] outside", v[0][0], 0);
#pragma omp target map(tofrom: t) map(to: t)
  { t[1][3][2] += 1000; }
  check("t tofrom, to", t[1][3][2], 1132);
#pragma omp target teams distribute parallel for map(to: t) map(tofrom: t) collapse(2)
  for (int k = 0; k < l; k++)
    for (int i = 0; i < n; i++) t[k][i][0] += 1;
  check("combined t to, tofrom", t[1][2][0], 120);
  /* Data directives. */
#pragma omp target data map(to: v) map(from: v)
  {
#pragma omp target
    { v[1][2] += 100; }
  }
  check("data v to, from", v[1][2], 212);
#pragma omp target enter data map(to: v) map(to: v)
#pragma omp target exit data map(from: v)
  check("enter twice, exit once: present", omp_target_is_present(v, dev), 1);
#pragma omp target exit data map(release: v)
  check("exit again: present", omp_target_is_present(v, dev), 0);
  rows(n, m, v);
  printf("%s map_repeat_vla\n", fails ? "FAIL" : "PASS");
  return fails != 0;
}
