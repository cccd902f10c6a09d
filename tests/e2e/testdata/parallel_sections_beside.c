/* parallel sections beside other code in target regions: a parallel
 * region whose sections construct shares its sections among the team's
 * threads. Each section runs once, on a thread of the team, which has
 * the construct's num_threads; lastprivate takes the lexically last
 * section's value, reduction combines the sections' contributions,
 * private and firstprivate give copies, and the region's code around
 * it runs once. In a loop of the region's code, and in a teams region,
 * each run of the parallel region runs every section once. Checked
 * against values computed on the host. */
#include <stdio.h>
#include <omp.h>
int main(void) {
  int fails = 0, ok;

  /* 1: beside code, with the combined construct's clauses. */
  int hits[3] = {0, 0, 0}, nt[3] = {0, 0, 0}, last = -1, s = 4, f = 20, p = -5, before = 0, after = 0;
#pragma omp target map(tofrom: hits, nt, last, s, f, p, before, after)
  {
    before = 1;
#pragma omp parallel sections num_threads(3) lastprivate(last) reduction(+: s) firstprivate(f) private(p)
    {
#pragma omp section
      {
        p = 1;
        hits[0]++;
        nt[0] = omp_get_num_threads();
        last = 10 + p;
        s += f;
      }
#pragma omp section
      {
        p = 2;
        hits[1]++;
        nt[1] = omp_get_num_threads();
        last = 20 + p;
        s += 2 * f;
      }
#pragma omp section
      {
        p = 3;
        hits[2]++;
        nt[2] = omp_get_num_threads();
        last = 30 + p;
        f = -1;        /* this section's copy */
        s += 100;
      }
    }
    after = before + 1;
  }
  ok = hits[0] == 1 && hits[1] == 1 && hits[2] == 1 && nt[0] == 3 && nt[1] == 3 && nt[2] == 3 &&
       last == 33 && s == 4 + 20 + 40 + 100 && f == 20 && p == -5 && before == 1 && after == 2;
  printf("1: beside=%d (last %d s %d f %d)\n", ok, last, s, f);
  fails += !ok;

  /* 2: in a loop of the region's code: every section once per run. */
  int runs[2] = {0, 0}, tot = 0;
#pragma omp target map(tofrom: runs, tot)
  {
    for (int r = 0; r < 4; r++) {
#pragma omp parallel sections num_threads(2) reduction(+: tot)
      {
#pragma omp section
        {
          runs[0]++;
          tot += r;
        }
#pragma omp section
        {
          runs[1]++;
          tot += 10 * r;
        }
      }
    }
  }
  ok = runs[0] == 4 && runs[1] == 4 && tot == 66;
  printf("2: loop=%d\n", ok);
  fails += !ok;

  /* 3: in a teams region: each team runs every section once. */
  int sec = 0, teams = 0;
#pragma omp target teams num_teams(2) map(tofrom: sec, teams)
  {
    if (omp_get_team_num() == 0)
      teams = omp_get_num_teams();
#pragma omp parallel sections num_threads(2)
    {
#pragma omp section
      {
#pragma omp atomic
        sec += 1;
      }
#pragma omp section
      {
#pragma omp atomic
        sec += 100;
      }
    }
  }
  ok = teams >= 1 && sec == 101 * teams;
  printf("3: teams=%d\n", ok);
  fails += !ok;

  if (fails) {
    printf("FAIL parallel_sections_beside\n");
    return 1;
  }
  printf("PASS parallel_sections_beside\n");
  return 0;
}
