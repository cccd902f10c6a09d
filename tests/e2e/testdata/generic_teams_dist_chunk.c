/* dist_schedule(static, c) with a chunk computed at run time on the
 * distribute loops of teams regions with code beside them: a variable
 * of the host, an expression over a mapped variable, and a variable
 * declared in the region. Each iteration runs once, and the team that
 * runs it is the one the chunks dealt in turn name. */
#include <stdio.h>
#include <omp.h>
#define N 997
int main(void) {
  int n = N, fails = 0;
  int c = 6, m = 4;
  int hits[N], tens[N], who[N], nt[3];

  for (int i = 0; i < n; i++) hits[i] = 0, who[i] = -1;
#pragma omp target teams num_teams(5) map(tofrom: hits, who, nt)
  {
    if (omp_get_team_num() == 0) nt[0] = omp_get_num_teams();
#pragma omp distribute dist_schedule(static, c)
    for (int i = 0; i < n; i++) {
      hits[i]++;
      who[i] = omp_get_team_num();
    }
  }
  int cover = 1, owners = 1;
  for (int i = 0; i < n; i++) {
    cover &= hits[i] == 1;
    owners &= who[i] == (i / c) % nt[0];
  }
  printf("1: cover=%d round_robin=%d\n", cover, owners);
  fails += !cover || !owners;

  /* The two distribute loops have no barrier between them (teams do
   * not synchronise), so they count into separate arrays. */
  for (int i = 0; i < n; i++) hits[i] = 0, tens[i] = 0, who[i] = -1;
#pragma omp target teams num_teams(3) map(tofrom: hits, tens, who, nt) map(to: m)
  {
    if (omp_get_team_num() == 0) nt[1] = omp_get_num_teams();
#pragma omp distribute parallel for dist_schedule(static, m * 2 + 1)
    for (int i = 0; i < n; i++) {
#pragma omp atomic
      hits[i]++;
      who[i] = omp_get_team_num();
    }
    int k = n / 10;
    if (omp_get_team_num() == 0) nt[2] = omp_get_num_teams();
#pragma omp distribute simd dist_schedule(static, k)
    for (int i = 0; i < n; i++) tens[i] += 10;
  }
  cover = 1, owners = 1;
  for (int i = 0; i < n; i++) {
    cover &= hits[i] == 1 && tens[i] == 10;
    owners &= who[i] == (i / (m * 2 + 1)) % nt[1];
  }
  printf("2: cover=%d round_robin=%d\n", cover, owners);
  fails += !cover || !owners;
  /* 3: a distribute loop whose body holds a parallel loop, combined
   * with target teams; the chunk reads a variable of the host. */
  int rows = 37, cols = 16, b[37 * 16];
  for (int i = 0; i < rows * cols; i++) b[i] = 0;
#pragma omp target teams distribute num_teams(4) dist_schedule(static, c / 2) map(tofrom: b)
  for (int r = 0; r < rows; r++) {
    int base = r * cols;
#pragma omp parallel for
    for (int j = 0; j < cols; j++) b[base + j] += r + j;
  }
  int rows_ok = 1;
  for (int r = 0; r < rows; r++)
    for (int j = 0; j < cols; j++) rows_ok &= b[r * cols + j] == r + j;
  printf("3: rows=%d\n", rows_ok);
  fails += !rows_ok;
  if (fails) {
    printf("FAIL generic_teams_dist_chunk: %d\n", fails);
    return 1;
  }
  printf("PASS generic_teams_dist_chunk\n");
  return 0;
}
