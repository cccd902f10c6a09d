/* A variable the target construct maps, made firstprivate (or private)
 * by the teams construct of a generic teams region: each team works on
 * its own copy, initialized from the mapped one, which keeps its value.
 * Parallel regions, single and tasks of the team see the team's copy;
 * the teams construct on a line of its own and combined with target. */
#include <omp.h>
#include <stdio.h>

int main(void) {
  int r = 5, out = 0, cnt = 0;
#pragma omp target map(tofrom: r, out, cnt)
#pragma omp teams num_teams(1) firstprivate(r)
  {
    r += 1;
#pragma omp parallel num_threads(4)
#pragma omp single
    {
#pragma omp task
      {
        out = r * 10;
#pragma omp atomic
        cnt++;
      }
#pragma omp taskwait
      r += 100;
    }
    out += r;
  }
  printf("r %d, out %d, tasks %d\n", r, out, cnt);

  int a[4] = {1, 2, 3, 4}, bad = 0, teams = 0;
#pragma omp target map(tofrom: a, bad, teams)
#pragma omp teams num_teams(2) firstprivate(a)
  {
    int t = omp_get_team_num(), s = 0;
    a[0] += t;
#pragma omp parallel for num_threads(2) reduction(+: s)
    for (int i = 0; i < 4; i++) s += a[i];
    if (s != 10 + t || a[0] != 1 + t) {
#pragma omp atomic
      bad++;
    }
#pragma omp atomic
    teams++;
  }
  printf("a %d %d %d %d, teams with a wrong copy %d, teams ran %d\n", a[0], a[1], a[2], a[3], bad,
         teams >= 1 && teams <= 2);

  int x = 7, xbad = 0;
#pragma omp target map(tofrom: x, xbad)
#pragma omp teams num_teams(2) private(x)
  {
    x = 10 * (omp_get_team_num() + 1);
#pragma omp parallel num_threads(2)
    {
#pragma omp single
      {
#pragma omp task
        if (x != 10 * (omp_get_team_num() + 1)) {
#pragma omp atomic
          xbad++;
        }
      }
    }
    x += 1;
    if (x != 10 * (omp_get_team_num() + 1) + 1) {
#pragma omp atomic
      xbad++;
    }
  }
  printf("x %d, wrong private copies %d\n", x, xbad);
  int c = 5, cout = 0;
#pragma omp target teams num_teams(1) map(tofrom: c, cout) firstprivate(c)
  {
    c *= 2;
#pragma omp parallel num_threads(2)
#pragma omp single
    cout = c;
  }
  printf("c %d, cout %d\n", c, cout);
  printf("PASS generic_teams_firstprivate_mapped\n");
  return 0;
}
