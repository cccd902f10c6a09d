/* lastprivate of variable-length arrays declared in the target region,
 * on loops nested in it: each lane's copy takes the original's extents,
 * and the lane of the sequentially last iteration copies its array back.
 * One and two dimensions on a parallel loop beside other code, an array
 * both firstprivate and lastprivate (the last iteration's lane starts
 * from the value before the loop), and a team's array on a distribute
 * parallel loop. */
#include <omp.h>
#include <stdio.h>

static int dim(int n) { return n; }

int main(void) {
  int fails = 0;
  int n = dim(5), m = dim(3);
  long r[6] = {0};
  #pragma omp target map(tofrom: r)
  {
    long t[n];
    double g[n][m];
    for (int i = 0; i < n; i++) t[i] = -1;
    for (int i = 0; i < n; i++)
      for (int j = 0; j < m; j++) g[i][j] = 0.5;
    #pragma omp parallel for lastprivate(t, g)
    for (int i = 0; i < 64; i++) {
      for (int j = 0; j < n; j++) t[j] = i * 10 + j;
      for (int j = 0; j < n; j++)
        for (int k = 0; k < m; k++) g[j][k] = i + j * k;
    }
    r[0] = t[0];
    r[1] = t[n - 1];
    r[2] = (long)g[n - 1][m - 1];
    long u[n];
    for (int i = 0; i < n; i++) u[i] = 100 + i;
    #pragma omp parallel for firstprivate(u) lastprivate(u)
    for (int i = 0; i < 31; i++) {
      if (i >= 30) u[i % n] += i;
    }
    r[3] = u[0];
    r[4] = u[1];
    r[5] = u[n - 1];
  }
  printf("parallel for: %ld %ld %ld %ld %ld %ld\n", r[0], r[1], r[2], r[3], r[4], r[5]);
  fails += r[0] != 630 || r[1] != 634 || r[2] != 71 || r[3] != 130 || r[4] != 101 || r[5] != 104;

  int tm[2][2] = {{0}};
  #pragma omp target teams num_teams(2) map(tofrom: tm)
  {
    int w[m + 1];
    for (int j = 0; j <= m; j++) w[j] = 0;
    #pragma omp distribute parallel for lastprivate(w)
    for (int i = 0; i < 40; i++)
      for (int j = 0; j <= m; j++) w[j] = i * (j + 1);
    if (omp_get_team_num() == 1 || omp_get_num_teams() == 1) {
      tm[0][0] = w[0];
      tm[0][1] = w[m];
    }
  }
  printf("distribute parallel for: %d %d\n", tm[0][0], tm[0][1]);
  fails += tm[0][0] != 39 || tm[0][1] != 156;

  if (fails) {
    printf("FAIL %s: %d\n", "vla_lastprivate_local", fails);
    return 1;
  }
  printf("PASS vla_lastprivate_local\n");
  return 0;
}
