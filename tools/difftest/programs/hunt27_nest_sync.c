/* single / masked / critical / barrier / sections inside a target
 * parallel region and a parallel region nested in target teams, with
 * results that do not depend on the schedule. */
#include <omp.h>
#include <stdio.h>

int main(void) {
  int cnt_single = 0, cnt_masked = 0, cnt_crit = 0, after_barrier = 0, sec[3] = {0, 0, 0};
  int arr[8] = {0};
  int seen = 0;
#pragma omp target parallel num_threads(8) map(tofrom: cnt_single, cnt_masked, cnt_crit, after_barrier, sec, arr, seen)
  {
    int t = omp_get_thread_num();
    arr[t] = t + 1;
#pragma omp barrier
#pragma omp single
    {
      int s = 0;
      for (int i = 0; i < omp_get_num_threads(); i++) s += arr[i];
      seen = s;
      cnt_single++;
    }
#pragma omp masked
    cnt_masked += 10;
#pragma omp critical(ctr)
    cnt_crit += 1;
#pragma omp barrier
#pragma omp single nowait
    after_barrier = cnt_crit;
#pragma omp sections
    {
#pragma omp section
      sec[0] += 1;
#pragma omp section
      sec[1] += 2;
#pragma omp section
      sec[2] += 3;
    }
  }
  int T = 8;
  printf("single %d masked %d crit %d after %d sec %d %d %d seen %d expected %d\n", cnt_single, cnt_masked,
         cnt_crit == T ? 1 : 0, after_barrier == cnt_crit ? 1 : 0, sec[0], sec[1], sec[2], seen == T * (T + 1) / 2, 1);

  /* the same in a parallel region nested in target teams */
  int per_team[4] = {0, 0, 0, 0}, per_team_crit[4] = {0, 0, 0, 0}, nteams = 0;
#pragma omp target teams num_teams(4) thread_limit(16) map(tofrom: per_team, per_team_crit, nteams)
  {
    int tm = omp_get_team_num();
    if (tm == 0) nteams = omp_get_num_teams();
#pragma omp parallel num_threads(4)
    {
#pragma omp single
      per_team[tm] += 1;
#pragma omp critical
      per_team_crit[tm] += 1;
#pragma omp barrier
#pragma omp masked
      per_team[tm] += 100;
    }
  }
  int ok = 1;
  for (int t = 0; t < nteams; t++) if (per_team[t] != 101 || per_team_crit[t] < 1) ok = 0;
  printf("teams ok %d\n", ok);
  return 0;
}
