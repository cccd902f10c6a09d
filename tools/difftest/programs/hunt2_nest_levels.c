/* Written by hand for tools/difftest -file (docs/difftest.md): every nesting level of a target teams region (per-team code, parallel with for, sections, single copyprivate, masked, critical, barrier, task, taskgroup, taskwait); checks independent of the number of teams and threads the implementation gives. */
#include <omp.h>
#include <stdio.h>
#define NT 4
#define TL 8
int main(void) {
  int per_team[NT], inner[NT][TL], sec[NT][3], cp[NT][TL], msk[NT], crit = 0, tsk[NT];
  int nteams = -1, nthr[NT];
  for (int t = 0; t < NT; t++) { per_team[t] = 0; msk[t] = 0; tsk[t] = 0; nthr[t] = 0;
    for (int j = 0; j < TL; j++) { inner[t][j] = 0; cp[t][j] = -1; }
    for (int j = 0; j < 3; j++) sec[t][j] = 0; }
#pragma omp target map(tofrom: per_team, inner, sec, cp, msk, crit, tsk, nteams, nthr)
  {

#pragma omp teams num_teams(NT) thread_limit(TL)
    {
      int t = omp_get_team_num();
      if (t == 0) nteams = omp_get_num_teams();
      per_team[t] += 5 + t;   /* once per team */
      int tv = 10 * t;
#pragma omp parallel num_threads(TL)
      {
        int me = omp_get_thread_num();
#pragma omp single
        nthr[t] = omp_get_num_threads();
#pragma omp for
        for (int j = 0; j < TL; j++) inner[t][j] = tv + j;
#pragma omp sections
        {
#pragma omp section
          sec[t][0] = 1 + t;
#pragma omp section
          sec[t][1] = 2 + t;
#pragma omp section
          sec[t][2] = 3 + t;
        }
        int val;
#pragma omp single copyprivate(val)
        val = 100 + t;
        cp[t][me] = val;
#pragma omp masked
        msk[t] += 1;
#pragma omp critical
        crit += 1;
#pragma omp barrier
#pragma omp single
        {
#pragma omp task shared(tsk)
          tsk[t] += 1;
#pragma omp taskgroup
          {
#pragma omp task
            {
#pragma omp atomic
              tsk[t] += 10;
            }
          }
#pragma omp taskwait
        }
      }
      per_team[t] += 1000;
    }
  }
  int tot = 0, bad = 0;
  for (int t = 0; t < nteams; t++) {
    tot += nthr[t];
    if (per_team[t] != 1005 + t || msk[t] != 1 || tsk[t] != 11) bad++;
    if (sec[t][0] != 1 + t || sec[t][1] != 2 + t || sec[t][2] != 3 + t) bad++;
    for (int j = 0; j < TL; j++) if (inner[t][j] != 10 * t + j) bad++;
    for (int j = 0; j < nthr[t]; j++) if (cp[t][j] != 100 + t) bad++;
  }
  for (int t = nteams; t < NT; t++) if (per_team[t] != 0) bad++;
  printf("nteams>=1 %d crit==threads %d bad %d\n", nteams >= 1, crit == tot, bad);
  return 0;
}
