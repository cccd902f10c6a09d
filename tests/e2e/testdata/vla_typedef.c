/* Variable-length typedefs declared in device code: C evaluates a
 * typedef's extents at its declaration, so arrays declared with it keep
 * those extents when the variables they came from change afterwards. A
 * row type and a matrix type built on it in a target region, a typedef
 * with a constant and a variable dimension beside arrays of its own
 * brackets in a combined loop, one in a declare target function, and
 * one beside a nested parallel loop (the team's array). */
#include <omp.h>
#include <stdio.h>

#pragma omp declare target
static long tally(int k) {
  typedef long vec_t[k + 1];
  k = 100;
  vec_t v, w[2];
  for (int j = 0; j < (int)(sizeof v / sizeof v[0]); j++) v[j] = j;
  for (int j = 0; j < (int)(sizeof v / sizeof v[0]); j++) w[1][j] = v[j] * 3;
  long s = 0;
  for (int j = 0; j < (int)(sizeof v / sizeof v[0]); j++) s += w[1][j];
  return s * 1000 + (long)sizeof w;
}
#pragma omp end declare target

static int dim(int n) { return n; }

int main(void) {
  int fails = 0;
  int n = dim(6), m = dim(4);

  double r[4] = {0};
  #pragma omp target map(tofrom: r) firstprivate(n, m)
  {
    typedef double row_t[m];
    typedef row_t mat_t[n];
    m = 1;
    n = 1;
    mat_t a;
    row_t b;
    for (int i = 0; i < 6; i++)
      for (int j = 0; j < 4; j++) a[i][j] = i * 10 + j;
    for (int j = 0; j < 4; j++) b[j] = a[5][j] - a[0][j];
    r[0] = b[3] + a[2][1];
    r[1] = sizeof a + sizeof b * 1000 + sizeof a[0] * 100000;
    r[2] = m + n;
    r[3] = tally(3);
  }
  printf("region: %g %g %g %g\n", r[0], r[1], r[2], r[3]);
  fails += r[0] != 50 + 21 || r[1] != 192 + 32000 + 3200000 || r[2] != 2;
  fails += r[3] != 18 * 1000 + 64;

  long out[24], sz[24];
  #pragma omp target teams distribute parallel for map(from: out, sz)
  for (int i = 0; i < 24; i++) {
    int k = i % 4 + 1;
    typedef int blk_t[2][k];
    blk_t x, y[k];
    for (int p = 0; p < 2; p++)
      for (int q = 0; q < k; q++) x[p][q] = i + p * k + q;
    for (int t = 0; t < k; t++) y[t][1][t] = x[1][t] * t;
    long s = 0;
    for (int t = 0; t < k; t++) s += y[t][1][t];
    out[i] = s + tally(i % 3);
    sz[i] = (long)(sizeof x + sizeof y * 100);
  }
  for (int i = 0; i < 24; i++) {
    int k = i % 4 + 1;
    long s = 0;
    for (int t = 0; t < k; t++) s += (long)(i + k + t) * t;
    fails += out[i] != s + tally(i % 3) || sz[i] != 2 * k * 4 + k * 2 * k * 400;
  }
  for (int i = 0; i < 24; i += 5) printf("i=%d out=%ld sz=%ld\n", i, out[i], sz[i]);
  int team[2];
  #pragma omp target teams num_teams(2) map(from: team) firstprivate(m)
  {
    typedef int trow_t[m + 1];
    int base = 0;
    m = 1;
    trow_t y;
    #pragma omp parallel for
    for (int i = 0; i < 5; i++) y[i] = i * 3 + omp_get_team_num();
    for (int i = 0; i < 5; i++) base += y[i];
    team[omp_get_team_num()] = base + (int)sizeof y * 100;
  }
  printf("teams: %d %d\n", team[0], team[1]);
  fails += team[0] != 30 + 2000 || team[1] != 35 + 2000;
  if (fails) {
    printf("FAIL %s: %d\n", "vla_typedef", fails);
    return 1;
  }
  printf("PASS vla_typedef\n");
  return 0;
}
