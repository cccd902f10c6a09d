/* Several variable-length arrays in one declaration, and such arrays in
 * a declaration list beside scalars, in target regions and a declare
 * target function: C evaluates the declarators in order, so an extent
 * may read a scalar declared before it in the same list, and a scalar
 * after an array keeps its own type and initializer. */
#include <omp.h>
#include <stdio.h>

#pragma omp declare target
static double pair(int k) {
  double a[k], b[k + 1];
  int j = 0, c[2 * k], s = 7;
  for (j = 0; j < k; j++) a[j] = j + 0.5;
  for (j = 0; j < k + 1; j++) b[j] = 2 * j;
  for (j = 0; j < 2 * k; j++) c[j] = j * j;
  double r = 0;
  for (j = 0; j < k; j++) r += a[j] * b[j + 1] + c[2 * j];
  return r + s + sizeof a + sizeof b * 10 + sizeof c * 100;
}
#pragma omp end declare target

static int dim(int n) { return n; }

int main(void) {
  int fails = 0;
  int n = dim(12), m = dim(5);

  double seq[4] = {0};
  #pragma omp target map(tofrom: seq)
  {
    int h = n / 2, v[h], w = 3, *pv = 0;
    double g[n][m], row[m];
    for (int i = 0; i < h; i++) v[i] = i * w;
    for (int i = 0; i < n; i++)
      for (int j = 0; j < m; j++) g[i][j] = i * 10 + j;
    for (int j = 0; j < m; j++) row[j] = g[n - 1][j] + v[h - 1];
    pv = &v[1];
    double s = 0;
    for (int j = 0; j < m; j++) s += row[j];
    seq[0] = s + *pv;
    seq[1] = sizeof v + sizeof g * 10 + sizeof row * 1000;
    seq[2] = w + h;
    seq[3] = pair(4);
  }
  printf("sequential: %g %g %g %g\n", seq[0], seq[1], seq[2], seq[3]);
  fails += seq[1] != 6 * 4 + 12 * 5 * 8 * 10 + 5 * 8 * 1000 || seq[2] != 9;
  fails += seq[0] != (110 + 15) * 5 + 10 + 3;

  double out[32];
  long sz[32];
  #pragma omp target teams distribute parallel for map(from: out, sz)
  for (int i = 0; i < 32; i++) {
    int k = i % 5 + 1, t[k], u[k + 2], last;
    for (int j = 0; j < k; j++) t[j] = i + j;
    for (int j = 0; j < k + 2; j++) u[j] = t[j % k] * 2;
    last = u[k + 1];
    out[i] = last + t[0] + pair(i % 3 + 1);
    sz[i] = (long)(sizeof t + sizeof u * 100);
  }
  for (int i = 0; i < 32; i++) {
    int k = i % 5 + 1;
    fails += sz[i] != k * 4 + (k + 2) * 400;
    fails += out[i] != 2 * (i + (k + 1) % k) + i + pair(i % 3 + 1);
  }
  for (int i = 0; i < 32; i += 7) printf("i=%d out=%g sz=%ld\n", i, out[i], sz[i]);

  int team[16];
  #pragma omp target teams num_teams(2) map(from: team)
  {
    int base = omp_get_team_num() * 8, x[8], y[m];
    for (int j = 0; j < m; j++) y[j] = j + base;
    #pragma omp parallel for
    for (int i = 0; i < 8; i++) x[i] = i * y[i % m];
    for (int i = 0; i < 8; i++) team[base + i] = x[i] + (int)sizeof y;
  }
  printf("teams:");
  for (int i = 0; i < 16; i++) {
    printf(" %d", team[i]);
    int base = i / 8 * 8;
    fails += team[i] != (i % 8) * ((i % 8) % m + base) + m * 4;
  }
  printf("\n");
  if (fails) {
    printf("FAIL %s: %d\n", "vla_decl_list", fails);
    return 1;
  }
  printf("PASS vla_decl_list\n");
  return 0;
}
