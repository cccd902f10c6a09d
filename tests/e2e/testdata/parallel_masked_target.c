/* parallel masked and parallel master in target regions: beside other
 * code, as the whole region of target, in a teams region and in a loop
 * of the region's code. The masked thread alone runs the block, once per
 * run of the parallel region, with the team's size and its own thread
 * number; the parallel construct's clauses (num_threads, if, private,
 * firstprivate, shared, reduction) apply to the parallel region.
 * Checked against values computed on the host. */
#include <stdio.h>
#include <omp.h>
int main(void) {
  int fails = 0, ok;

  /* 1: beside code, with a filter: thread 2 of 4 runs the block once. */
  int cnt = 0, runs = 0, who = -1, nt = -1, lvl = -1;
#pragma omp target map(tofrom: cnt, runs, who, nt, lvl)
  {
    cnt = 1;
#pragma omp parallel masked num_threads(4) filter(2)
    {
#pragma omp atomic
      runs++;
      who = omp_get_thread_num();
      nt = omp_get_num_threads();
      lvl = omp_get_level();
    }
    cnt += 1;
  }
  ok = cnt == 2 && runs == 1 && who == 2 && nt == 4 && lvl == 1;
  printf("1: filter=%d (runs %d who %d nt %d)\n", ok, runs, who, nt);
  fails += !ok;

  /* 2: parallel master and parallel masked without filter: thread 0;
   * a filter no thread has: no one. */
  int m0 = -1, m1 = -1, none = 0;
#pragma omp target map(tofrom: m0, m1, none)
  {
    m0 = 1;
#pragma omp parallel master num_threads(3)
    m0 += omp_get_thread_num() + 100 * omp_get_num_threads();
#pragma omp parallel masked num_threads(3)
    {
      m1 = omp_get_thread_num() + 100 * omp_get_num_threads();
    }
#pragma omp parallel masked num_threads(3) filter(7)
    {
      none++;
    }
  }
  ok = m0 == 301 && m1 == 300 && none == 0;
  printf("2: master=%d\n", ok);
  fails += !ok;

  /* 3: the parallel construct's clauses: private, firstprivate, shared
   * and reduction (every thread's copy starts at 0, the masked thread
   * alone adds), a filter expression; if(0): a team of one whose
   * thread 0 runs the block. */
  int s = 5, f = 11, t = -1, sh = 0, one = -1;
#pragma omp target map(tofrom: s, f, t, sh)
  {
    t = -1;
#pragma omp parallel masked num_threads(4) filter(1 + 2) private(t) firstprivate(f) shared(sh) reduction(+: s)
    {
      t = omp_get_thread_num();
      f += t;          /* the thread's copy */
      s += 10 * f;     /* (11 + 3) * 10 */
      sh = t;
    }
  }
#pragma omp target map(tofrom: one)
  {
    one = 0;
#pragma omp parallel masked if(0) filter(0)
    one += omp_get_num_threads() * 10 + omp_get_thread_num() + 1;
  }
  ok = s == 5 + 140 && f == 11 && t == -1 && sh == 3 && one == 11;
  printf("3: clauses=%d (s %d f %d t %d sh %d one %d)\n", ok, s, f, t, sh, one);
  fails += !ok;

  /* 4: all of a target region, and in a loop of the region's code: one
   * run of the block per run of the parallel region. */
  int w1 = -1, w2 = -1, loops = 0, sum = 0;
#pragma omp target map(tofrom: w1, w2)
#pragma omp parallel masked num_threads(3) filter(1)
  {
    w1 = omp_get_thread_num();
    w2 = omp_get_num_threads();
  }
#pragma omp target map(tofrom: loops, sum)
  {
    for (int r = 0; r < 5; r++) {
#pragma omp parallel masked num_threads(2) filter(1)
      {
        loops++;
        sum += r * omp_get_thread_num();
      }
    }
  }
  ok = w1 == 1 && w2 == 3 && loops == 5 && sum == 10;
  printf("4: whole_and_loop=%d\n", ok);
  fails += !ok;

  /* 5: in a teams region: each team's masked thread runs the block
   * (thread 0: the host's teams may get fewer threads than asked). */
  int per = 0, teams = 0;
#pragma omp target teams num_teams(3) map(tofrom: per, teams)
  {
    if (omp_get_team_num() == 0)
      teams = omp_get_num_teams();
#pragma omp parallel masked num_threads(2)
    {
#pragma omp atomic
      per += 1;
    }
  }
  ok = teams >= 1 && per == teams;
  printf("5: teams=%d\n", ok);
  fails += !ok;

  if (fails) {
    printf("FAIL parallel_masked_target\n");
    return 1;
  }
  printf("PASS parallel_masked_target\n");
  return 0;
}
