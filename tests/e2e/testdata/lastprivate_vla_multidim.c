/* lastprivate of variable-length arrays of more than one dimension: each
 * thread's own array, copied whole by the thread of the sequentially last
 * iteration. Combined constructs (several teams, schedules), a loop that
 * is all of a target region, a three-dimensional array, struct elements,
 * firstprivate with lastprivate, sizeof in the body. */
#include <stdio.h>

struct cell { int k; float w; };

static int rows(int n) { return n; }

int main(void) {
  int fails = 0;
  int n = rows(3), m = rows(4), r = rows(2);
  double a[n][m];
  for (int p = 0; p < n; p++)
    for (int q = 0; q < m; q++) a[p][q] = -1;
  #pragma omp target teams distribute parallel for lastprivate(a) map(tofrom: a) num_teams(3) thread_limit(8)
  for (int i = 0; i < 100; i++)
    for (int p = 0; p < n; p++)
      for (int q = 0; q < m; q++) a[p][q] = i * 100 + p * m + q;
  printf("teams:");
  for (int p = 0; p < n; p++)
    for (int q = 0; q < m; q++) printf(" %g", a[p][q]);
  printf("\n");

  /* The last iteration writes only some elements: the others are what
   * that thread's copy held, which the body set in an earlier iteration
   * of the same chunk (schedule(static, 10): iterations 90..99). */
  int b[r][n][m];
  #pragma omp target parallel for lastprivate(b) map(tofrom: b) schedule(static, 10) num_threads(4)
  for (int i = 0; i < 100; i++) {
    if (i % 10 == 0)
      for (int s = 0; s < r; s++)
        for (int p = 0; p < n; p++)
          for (int q = 0; q < m; q++) b[s][p][q] = i;
    b[i % r][i % n][i % m] = 1000 + i;
  }
  int hb[r][n][m];
  for (int i = 90; i < 100; i++) {
    if (i % 10 == 0)
      for (int s = 0; s < r; s++)
        for (int p = 0; p < n; p++)
          for (int q = 0; q < m; q++) hb[s][p][q] = i;
    hb[i % r][i % n][i % m] = 1000 + i;
  }
  printf("3-d:");
  for (int s = 0; s < r; s++)
    for (int p = 0; p < n; p++)
      for (int q = 0; q < m; q++) {
        printf(" %d", b[s][p][q]);
        fails += b[s][p][q] != hb[s][p][q];
      }
  printf("\n");

  /* firstprivate too: each copy starts from the original's values. */
  struct cell c[n][m];
  for (int p = 0; p < n; p++)
    for (int q = 0; q < m; q++) { c[p][q].k = p * 10 + q; c[p][q].w = 0.5f; }
  #pragma omp target parallel for firstprivate(c) lastprivate(c) map(tofrom: c) schedule(dynamic, 3)
  for (int i = 0; i < 50; i++)
    if (i == 49) { c[1][2].k += i; c[2][3].w *= 3; }
  printf("struct:");
  for (int p = 0; p < n; p++)
    for (int q = 0; q < m; q++) {
      printf(" %d/%g", c[p][q].k, c[p][q].w);
      fails += c[p][q].k != p * 10 + q + (p == 1 && q == 2 ? 49 : 0);
      fails += c[p][q].w != (p == 2 && q == 3 ? 1.5f : 0.5f);
    }
  printf("\n");

  /* A loop that is all of a target region, sizeof in the body. */
  long d[n][m];
  unsigned long sz = 0;
  #pragma omp target map(tofrom: d, sz)
  #pragma omp parallel for lastprivate(d, sz)
  for (int i = 0; i < 64; i++) {
    sz = sizeof(d) + sizeof(d[0]);
    for (int p = 0; p < n; p++)
      for (int q = 0; q < m; q++) d[p][q] = (long)i * p - q;
  }
  printf("nested: sz=%lu", sz);
  fails += sz != sizeof(d) + sizeof(d[0]);
  for (int p = 0; p < n; p++)
    for (int q = 0; q < m; q++) {
      printf(" %ld", d[p][q]);
      fails += d[p][q] != 63L * p - q;
    }
  printf("\n");
  if (fails) {
    printf("FAIL lastprivate_vla_multidim (%d)\n", fails);
    return 1;
  }
  printf("PASS lastprivate_vla_multidim\n");
  return 0;
}
