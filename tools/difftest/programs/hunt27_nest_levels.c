/* Runtime routines at each level of target / teams / distribute /
 * parallel for, with code between the levels; num_teams and
 * thread_limit from expressions. Only schedule-independent values are
 * printed. */
#include <omp.h>
#include <stdio.h>
#define N 64

static int nt(int k) { return k * 2; }

int main(void) {
  int lvl_team[N], lvl_par[N], anc[N], in_par[N], tsz[N];
  int okteam = 1, initdev = -1, teamlvl = -1, teamsz = -1;
  int k = 2;
  for (int i = 0; i < N; i++) lvl_team[i] = lvl_par[i] = anc[i] = in_par[i] = tsz[i] = -1;
#pragma omp target map(tofrom: lvl_team, lvl_par, anc, in_par, tsz, okteam, initdev, teamlvl, teamsz)
#pragma omp teams num_teams(nt(k)) thread_limit(k * 8)
  {
    int tn = omp_get_team_num();
    if (tn >= nt(k)) okteam = 0;
    if (tn == 0) { teamlvl = omp_get_level(); teamsz = omp_get_team_size(0); }
#pragma omp distribute
    for (int i = 0; i < N; i++) {
      lvl_team[i] = omp_get_level() * 10 + omp_get_active_level();
#pragma omp parallel num_threads(4)
      {
        int t = omp_get_thread_num();
        if (t == 0) {
          lvl_par[i] = omp_get_level();
          anc[i] = omp_get_ancestor_thread_num(0) * 100 + omp_get_ancestor_thread_num(1) + omp_get_ancestor_thread_num(2) * 10;
          in_par[i] = (omp_in_parallel() != 0) == (omp_get_num_threads() > 1) ? 1 : 2;
          tsz[i] = omp_get_team_size(0);
        }
      }
    }
  }
  int s1 = 0, s2 = 0, s3 = 0, s4 = 0, s5 = 0;
  for (int i = 0; i < N; i++) { s1 += lvl_team[i]; s2 += lvl_par[i]; s3 += anc[i]; s4 += in_par[i]; s5 += tsz[i]; }
  printf("okteam %d teamlvl %d teamsz %d\n", okteam, teamlvl, teamsz);
  printf("sums %d %d %d %d %d\n", s1, s2, s3, s4, s5);
  return 0;
}
