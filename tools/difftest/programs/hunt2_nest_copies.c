/* Written by hand for tools/difftest -file (docs/difftest.md): sections lastprivate, single copyprivate of an array and a struct, the data-sharing defaults of tasks in target regions, firstprivate arrays in parallel regions of teams, taskgroup in teams; each on the device and through if(target: 0). */
#include <omp.h>
#include <stdio.h>
#include <string.h>
typedef struct { int x; int y[2]; } T;
static void run(int dev) {
  int slp = -1, cpa[4][3], tsk = 0, tdef[3] = {0, 0, 0};
  T cps[4];
  memset(cpa, 0, sizeof cpa); memset(cps, 0, sizeof cps);
  int nth = 0;
  /* sections lastprivate; single copyprivate of an array and a struct */
#pragma omp target parallel num_threads(2) if(target: dev) map(tofrom: slp, cpa, cps, nth)
  {
#pragma omp sections lastprivate(slp)
    {
#pragma omp section
      slp = 1;
#pragma omp section
      slp = 2;
#pragma omp section
      slp = 3;
    }
    int arr[3]; T st;
#pragma omp single copyprivate(arr, st)
    { arr[0] = 7; arr[1] = 8; arr[2] = 9; st.x = 5; st.y[0] = 6; st.y[1] = 4; nth = omp_get_num_threads(); }
    int me = omp_get_thread_num();
    for (int k = 0; k < 3; k++) cpa[me][k] = arr[k];
    cps[me] = st;
  }
  int bad = 0;
  for (int t = 0; t < nth; t++) { if (cpa[t][0] != 7 || cpa[t][2] != 9 || cps[t].x != 5 || cps[t].y[1] != 4) bad++; }
  printf("[%d] slp %d copyprivate bad %d\n", dev, slp, bad);
  /* task data-sharing defaults inside target: a variable private to the implicit task is firstprivate to the task */
  int v0 = 0;
#pragma omp target if(target: dev) map(tofrom: tsk, tdef)
  {
    int loc = 10;
#pragma omp parallel num_threads(2) shared(tsk)
    {
#pragma omp single
      {
        int mine = 3;
#pragma omp task
        { mine += 1; tdef[0] = mine; }
        mine = 100;
#pragma omp task shared(mine)
        { tdef[1] = mine; }
#pragma omp taskwait
#pragma omp task shared(loc)
        loc += 5;
#pragma omp taskwait
        tdef[2] = loc;
        tsk = mine;
      }
    }
  }
  printf("[%d] tdef %d %d %d tsk %d v0 %d\n", dev, tdef[0], tdef[1], tdef[2], tsk, v0);
  /* private arrays in parallel, firstprivate array at parallel, distribute lastprivate of loop var at teams */
  int base[4] = {1, 2, 3, 4}, outp[8], last = -1, i = -5;
#pragma omp target teams num_teams(2) if(target: dev) map(tofrom: outp, last) map(to: base)
  {
#pragma omp distribute lastprivate(i)
    for (i = 0; i < 8; i++) outp[i] = 0;
#pragma omp parallel num_threads(2) firstprivate(base)
    {
      base[omp_get_thread_num()] += 10;
#pragma omp barrier
      if (omp_get_team_num() == 0 && omp_get_thread_num() == 0) last = base[0] + base[1] + base[2];
    }
  }
  printf("[%d] i %d last %d base0 %d\n", dev, i, last, base[0]);
  /* taskgroup + task reduction-free counting under teams */
  int cnt[2] = {0, 0}, ntm = 0;
#pragma omp target teams num_teams(2) if(target: dev) map(tofrom: cnt, ntm)
  {
    if (omp_get_team_num() == 0) ntm = omp_get_num_teams();
#pragma omp parallel num_threads(2)
    {
#pragma omp single
      {
#pragma omp taskgroup
        {
          for (int k = 0; k < 5; k++) {
#pragma omp task
            {
#pragma omp atomic
              cnt[omp_get_team_num()] += k;
            }
          }
        }
      }
    }
  }
  printf("[%d] cnt ok %d\n", dev, cnt[0] == 10 && (ntm < 2 || cnt[1] == 10));
}
int main(void) { run(1); run(0); return 0; }
