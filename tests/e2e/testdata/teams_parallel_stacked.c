/* A parallel construct that is all of a teams region, written with its
 * inner construct on the same statement (target teams, or target then
 * teams, then parallel then single, masked, master or sections, no
 * braces between them): every team runs the parallel region, and the
 * inner construct binds to that team's threads, so single, masked and
 * master run their statement once per team and sections each section
 * once per team. The counts are checked against values computed on
 * the host; the team count is the one the program asks for (2). The
 * counters are arrays: the host fallback of target teams runs one team
 * where a parallel region writes a scalar the teams share
 * (docs/difftest.md). */
#include <stdio.h>
#include <omp.h>
int main(void) {
  int fails = 0, ok;
  int one[1] = {0}, lvl[1] = {-1}, two = 0, nm[1] = {0}, sec[2] = {0, 0}, tsum = 0, red = 0, fp = 5, pv = 0;
#pragma omp target teams num_teams(2) map(tofrom: one, lvl)
#pragma omp parallel num_threads(2)
#pragma omp single
  {
#pragma omp atomic
    one[0]++;
    lvl[0] = omp_get_level();
  }
#pragma omp target map(tofrom: two, tsum)
#pragma omp teams num_teams(2)
#pragma omp parallel num_threads(2)
#pragma omp masked
  {
#pragma omp atomic
    two++;
#pragma omp atomic
    tsum += omp_get_team_num() + 10 * omp_get_thread_num();
  }
#pragma omp target teams num_teams(2) map(tofrom: nm)
#pragma omp parallel
#pragma omp master
#pragma omp atomic
  nm[0] += 1 + omp_get_thread_num();
#pragma omp target teams num_teams(2) map(tofrom: sec)
#pragma omp parallel num_threads(2)
#pragma omp sections
  {
#pragma omp section
    {
#pragma omp atomic
      sec[0]++;
    }
#pragma omp section
    {
#pragma omp atomic
      sec[1] += 2;
    }
  }
#pragma omp target map(tofrom: red, pv)
#pragma omp teams num_teams(2) reduction(+: red)
#pragma omp parallel num_threads(2) firstprivate(fp) private(pv)
#pragma omp single
  {
    pv = fp * 2;
    red += pv + 1;
  }
  ok = one[0] == 2 && lvl[0] == 1 && two == 2 && tsum == 1 && nm[0] == 2 && sec[0] == 2 && sec[1] == 4 && red == 22 && pv == 0;
  printf("teams_stacked=%d (one %d lvl %d two %d tsum %d nm %d sec %d %d red %d pv %d)\n", ok, one[0], lvl[0], two, tsum, nm[0], sec[0], sec[1], red, pv);
  fails += !ok;
  if (fails) {
    printf("FAIL teams_parallel_stacked\n");
    return 1;
  }
  printf("PASS teams_parallel_stacked\n");
  return 0;
}
