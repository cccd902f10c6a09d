/* A parallel region that is all of a teams region (`target teams` then
 * `parallel`, or `target` then `teams` then `parallel`): every team runs
 * the parallel region on its threads. Checks the runtime routines there,
 * worksharing loops, single and atomics in the region, and reductions on
 * the teams and parallel levels; a parallel loop construct as all of a
 * teams region. The number of teams and threads is read
 * inside each region, as an implementation may create fewer. */
#include <stdio.h>
#include <omp.h>
#define N 100
int main(void) {
  int fails = 0;

  /* 1: routines in each team's parallel region. */
  int r[16][8], nt = 0, cnt[2] = {0, 0}, nth[2] = {0, 0};
  for (int i = 0; i < 16; i++)
    for (int k = 0; k < 8; k++) r[i][k] = -7;
#pragma omp target teams num_teams(2) thread_limit(4) map(tofrom: r, nt, cnt, nth)
#pragma omp parallel num_threads(4)
  {
    int tm = omp_get_team_num(), id = tm * 8 + omp_get_thread_num();
    r[id][0] = omp_get_num_threads() <= 4;
    r[id][1] = omp_get_level();
    r[id][2] = omp_get_active_level() == (omp_get_num_threads() > 1);
    r[id][3] = omp_get_ancestor_thread_num(1) == omp_get_thread_num();
    r[id][4] = omp_get_ancestor_thread_num(0);
    r[id][5] = omp_get_team_size(1) == omp_get_num_threads();
    r[id][6] = omp_in_parallel() == (omp_get_num_threads() > 1);
    r[id][7] = omp_is_initial_device();
    if (omp_get_thread_num() == 0) {
      nth[tm] = omp_get_num_threads();
      if (tm == 0) nt = omp_get_num_teams();
    }
#pragma omp atomic
    cnt[tm]++;
  }
  int ok = nt >= 1 && nt <= 2, rows = 0;
  for (int i = 0; i < 16; i++) {
    if (r[i][0] == -7) continue;
    rows++;
    ok &= r[i][0] == 1 && r[i][1] == 1 && r[i][2] == 1 && r[i][3] == 1 && r[i][4] == 0 && r[i][5] == 1 && r[i][6] == 1 && r[i][7] == 0;
  }
  for (int t = 0; t < nt; t++) ok &= cnt[t] == nth[t];
  ok &= rows == nth[0] + (nt > 1 ? nth[1] : 0);
  printf("1: routines=%d\n", ok);
  fails += !ok;

  /* 2: worksharing loops and single in each team's region. */
  int a[N];
  long s = 0;
  int nt2 = 0, sgl = 0;
  for (int i = 0; i < N; i++) a[i] = 0;
#pragma omp target map(tofrom: a, s, nt2, sgl)
#pragma omp teams num_teams(3)
#pragma omp parallel
  {
#pragma omp for reduction(+: s)
    for (int i = 0; i < N; i++) s += i;
#pragma omp for schedule(dynamic, 7)
    for (int i = 0; i < N; i++) {
#pragma omp atomic
      a[i]++;
    }
#pragma omp single
    {
#pragma omp atomic
      sgl++;
      if (omp_get_team_num() == 0) nt2 = omp_get_num_teams();
    }
  }
  ok = s == (long)nt2 * N * (N - 1) / 2 && sgl == nt2;
  for (int i = 0; i < N; i++) ok &= a[i] == nt2;
  printf("2: loops=%d\n", ok);
  fails += !ok;

  /* 3: one worksharing loop as the parallel region (no braces). */
  long s3 = 0;
  int nt3 = 0;
#pragma omp target teams num_teams(2) map(tofrom: s3, nt3)
#pragma omp parallel
#pragma omp for reduction(+: s3)
  for (int i = 0; i < N; i++) {
    s3 += i;
    if (i == 0 && omp_get_team_num() == 0) nt3 = omp_get_num_teams();
  }
  ok = s3 == (long)nt3 * N * (N - 1) / 2;
  printf("3: loop=%d\n", ok);
  fails += !ok;

  /* 4: reductions on the teams and the parallel level. */
  long s4 = 0;
  int thr = 0;
#pragma omp target teams num_teams(2) thread_limit(4) reduction(+: s4) map(tofrom: thr)
#pragma omp parallel reduction(+: s4)
  {
    s4 += 1 + omp_get_thread_num();
#pragma omp atomic
    thr += 1 + omp_get_thread_num();
  }
  ok = s4 == thr && s4 >= 1;
  printf("4: reduction=%d\n", ok);
  fails += !ok;

  /* 5: a parallel loop construct as all of the teams region. */
  long s5 = 0, cnt5 = 0;
#pragma omp target teams num_teams(2) map(tofrom: s5, cnt5)
#pragma omp parallel loop reduction(+: s5, cnt5)
  for (int i = 0; i < N; i++) {
    s5 += i;
    cnt5++;
  }
  ok = cnt5 % N == 0 && cnt5 >= N && s5 == cnt5 / N * N * (N - 1) / 2;
  printf("5: parallel_loop=%d\n", ok);
  fails += !ok;

  /* 6: default(none), shared and proc_bind on the parallel region and
   * default(none) on a parallel loop of a generic region. */
  int x6 = 0, y6[N];
#pragma omp target teams num_teams(2) map(tofrom: x6)
#pragma omp parallel default(none) shared(x6) proc_bind(close) num_threads(2)
  {
#pragma omp atomic
    x6 += 1;
  }
#pragma omp target map(from: y6)
  {
    int base = 3;
#pragma omp parallel for default(none) shared(y6, base)
    for (int i = 0; i < N; i++) y6[i] = base + i;
  }
  ok = x6 >= 1;
  for (int i = 0; i < N; i++) ok &= y6[i] == 3 + i;
  printf("6: default_none=%d\n", ok);
  fails += !ok;

  /* 7: masked with a filter read from a variable of the parallel
   * region, in a generic region and in each team's region. */
  int who = -1, n7 = 0, c7 = 0, w7 = -1, c7t = 0;
#pragma omp target map(tofrom: who, n7, c7)
  {
    int base = 0;
#pragma omp parallel num_threads(4)
    {
      int n = omp_get_num_threads();
      int f = n - 1;
#pragma omp masked filter(f)
      {
        who = omp_get_thread_num();
        n7 = n;
        c7++;
      }
    }
    base++;
  }
#pragma omp target teams num_teams(2) map(tofrom: w7, c7t)
#pragma omp parallel num_threads(3)
  {
    int f = omp_get_num_threads() - 1;
#pragma omp masked filter(f)
    {
#pragma omp atomic
      c7t++;
      w7 = omp_get_thread_num() == f;
    }
  }
  ok = who == n7 - 1 && c7 == 1 && c7t >= 1 && w7 == 1;
  printf("7: masked_filter=%d\n", ok);
  fails += !ok;

  if (fails) {
    printf("FAIL teams_parallel_region\n");
    return 1;
  }
  printf("PASS teams_parallel_region\n");
  return 0;
}
