/* sections with private / firstprivate / lastprivate / reduction in
 * target parallel regions and in parallel regions of target teams;
 * single copyprivate; masked with filter expressions. */
#include <omp.h>
#include <stdio.h>

int main(void) {
  int lp = -1, red = 0, fp = 5, cp = -1, mask_cnt = 0, mask_who = -1;
  int per_thread[8];
  for (int t = 0; t < 8; t++) per_thread[t] = -1;
#pragma omp target parallel num_threads(4) map(tofrom: lp, red, fp, cp, per_thread, mask_cnt, mask_who)
  {
#pragma omp sections lastprivate(lp) reduction(+: red) firstprivate(fp)
    {
#pragma omp section
      { lp = fp + 1; red += 1; fp = 100; }
#pragma omp section
      { lp = fp + 2; red += 10; }
#pragma omp section
      { lp = fp + 3; red += 100; }
    }
    int mine;
#pragma omp single copyprivate(mine)
    mine = 42 + omp_get_num_threads() * 0;
    per_thread[omp_get_thread_num()] = mine;
#pragma omp single
    cp = mine;
#pragma omp masked filter(omp_get_num_threads() - 1)
    {
      mask_cnt++;
      mask_who = omp_get_thread_num() == omp_get_num_threads() - 1;
    }
  }
  int allmine = 1, T = 0;
  for (int t = 0; t < 8; t++) if (per_thread[t] != -1) { T++; if (per_thread[t] != 42) allmine = 0; }
  printf("lp %d red %d fp %d cp %d allmine %d mask %d %d\n", lp, red, fp, cp, allmine, mask_cnt, mask_who);

  int tl[3] = {-1, -1, -1}, tr = 0;
#pragma omp target teams num_teams(3) map(tofrom: tl, tr) reduction(+: tr)
  {
    int tm = omp_get_team_num();
    int x = -1;
#pragma omp parallel num_threads(2) reduction(+: tr)
    {
#pragma omp sections lastprivate(x)
      {
#pragma omp section
        x = tm * 10 + 1;
#pragma omp section
        x = tm * 10 + 2;
      }
      tr += 1;
    }
    if (tm < 3) tl[tm] = x;
  }
  printf("tl %d %d %d tr %d\n", tl[0], tl[1] == -1 || tl[1] == 12, tl[2] == -1 || tl[2] == 22, tr > 0);
  return 0;
}
