/* Schedules of parallel loops beside other code in target regions
 * (generic regions): static, static with a chunk, dynamic and guided with
 * and without a chunk, auto and runtime. Each loop marks the iterations it
 * runs; every iteration must be marked exactly once per team that runs
 * the loop, whichever thread took it. The chunk is a constant, a host
 * variable, or a variable of the region that thread 0 sets just before the
 * loop. Nothing printed depends on which thread ran which iteration. */
#include <stdio.h>
#include <omp.h>
#define N 1003
#define LOOPS 10

static int check(const char *what, int loop, const int *m, int n, int want) {
  int bad = 0;
  for (int i = 0; i < n; i++) bad += m[i] != want;
  if (bad) printf("%s loop %d: %d iterations not marked %d time(s)\n", what, loop, bad, want);
  return bad != 0;
}

int main(void) {
  int n = N, c = 7, fails = 0;
  static int m[LOOPS][N];

  /* 1: one team; each loop's marks are written without atomics, since
   * every iteration is run exactly once. Before each loop thread 0 writes
   * mark -1 into iteration 0's slot, which the loop then overwrites. */
  for (int l = 0; l < LOOPS; l++)
    for (int i = 0; i < n; i++) m[l][i] = 0;
  int seq = 0;
#pragma omp target map(tofrom: m, seq)
  {
    int k = 3;
    m[0][0] = -1;
#pragma omp parallel for schedule(static)
    for (int i = 0; i < n; i++) m[0][i] = m[0][i] < 0 ? 1 : m[0][i] + 1;
    seq++;
#pragma omp parallel for schedule(static, 5)
    for (int i = 0; i < n; i++) m[1][i] += 1;
#pragma omp parallel for schedule(dynamic)
    for (int i = 0; i < n; i++) m[2][i] += 1;
    seq++;
#pragma omp parallel for schedule(dynamic, c)
    for (int i = 0; i < n; i++) m[3][i] += 1;
#pragma omp parallel for schedule(guided)
    for (int i = 0; i < n; i++) m[4][i] += 1;
    k = k + 1;
#pragma omp parallel for schedule(guided, k)
    for (int i = n - 1; i >= 0; i--) m[5][i] += 1;
#pragma omp parallel for schedule(auto)
    for (int i = 0; i < n; i++) m[6][i] += 1;
#pragma omp parallel for schedule(runtime)
    for (int i = 0; i < n; i++) m[7][i] += 1;
#pragma omp parallel for schedule(nonmonotonic: dynamic, 2) collapse(2)
    for (int i = 0; i < 17; i++)
      for (int j = 0; j < 59; j++) m[8][i * 59 + j] += 1;
    /* The same loop three times: its counter is reset each time. */
    for (int r = 0; r < 3; r++) {
#pragma omp parallel for schedule(guided, 3)
      for (int i = 0; i < n; i++) m[9][i] += 1;
#pragma omp parallel for schedule(dynamic, 11)
      for (int i = 0; i < n; i++) m[9][i] += 1;
    }
    seq++;
  }
  for (int l = 0; l < 9; l++) fails += check("generic", l, m[l], l == 8 ? 17 * 59 : n, 1);
  fails += check("generic", 9, m[9], n, 6);
  printf("1: generic region: seq=%d fails=%d\n", seq, fails);

  /* 2: a parallel block of several loops, and loops whose bodies hold
   * atomics on mapped marks (the team's threads contend). */
  for (int l = 0; l < LOOPS; l++)
    for (int i = 0; i < n; i++) m[l][i] = 0;
  int f2 = 0;
#pragma omp target map(tofrom: m)
  {
    m[0][0] = 0;
#pragma omp parallel num_threads(32)
    {
#pragma omp for schedule(dynamic, 3)
      for (int i = 0; i < n; i++) m[0][i] += 1;
#pragma omp for schedule(guided)
      for (int i = 0; i < n; i++) m[1][i] += 1;
#pragma omp for schedule(static, 4)
      for (int i = 0; i < n; i++) m[2][i] += 1;
    }
#pragma omp parallel for schedule(dynamic) num_threads(32)
    for (int i = 0; i < n; i++) {
#pragma omp atomic
      m[3][i % 100] += 1;
    }
#pragma omp parallel for schedule(guided, 2) num_threads(32)
    for (int i = 0; i < n; i++) {
#pragma omp atomic
      m[4][i] += 1;
    }
  }
  for (int l = 0; l < 3; l++) f2 += check("block", l, m[l], n, 1);
  for (int i = 0; i < 100; i++) f2 += m[3][i] != (n - i + 99) / 100;
  f2 += check("atomic", 4, m[4], n, 1);
  printf("2: parallel block and atomics: fails=%d\n", f2);
  fails += f2;

  /* 3: a teams region: every team runs each parallel loop whole, with a
   * counter of its own; a distribute parallel for divides the iterations
   * among the teams first. */
  for (int l = 0; l < LOOPS; l++)
    for (int i = 0; i < n; i++) m[l][i] = 0;
  int nt = 0, f3 = 0;
#pragma omp target teams num_teams(3) thread_limit(64) map(tofrom: m, nt)
  {
    if (omp_get_team_num() == 0) nt = omp_get_num_teams();
    int k = 2 + omp_get_team_num() * 0;
#pragma omp parallel for schedule(static)
    for (int i = 0; i < n; i++) {
#pragma omp atomic
      m[0][i] += 1;
    }
#pragma omp parallel for schedule(static, 6)
    for (int i = 0; i < n; i++) {
#pragma omp atomic
      m[1][i] += 1;
    }
#pragma omp parallel for schedule(dynamic)
    for (int i = 0; i < n; i++) {
#pragma omp atomic
      m[2][i] += 1;
    }
#pragma omp parallel for schedule(dynamic, k)
    for (int i = 0; i < n; i++) {
#pragma omp atomic
      m[3][i] += 1;
    }
#pragma omp parallel for schedule(guided)
    for (int i = 0; i < n; i++) {
#pragma omp atomic
      m[4][i] += 1;
    }
#pragma omp parallel for schedule(guided, c)
    for (int i = 0; i < n; i++) {
#pragma omp atomic
      m[5][i] += 1;
    }
#pragma omp parallel for schedule(auto)
    for (int i = 0; i < n; i++) {
#pragma omp atomic
      m[6][i] += 1;
    }
#pragma omp parallel for schedule(runtime)
    for (int i = 0; i < n; i++) {
#pragma omp atomic
      m[7][i] += 1;
    }
#pragma omp distribute parallel for schedule(dynamic, 5)
    for (int i = 0; i < n; i++) m[8][i] += 1;
#pragma omp distribute parallel for schedule(guided) dist_schedule(static, 50)
    for (int i = 0; i < n; i++) m[9][i] += 1;
  }
  for (int l = 0; l < 8; l++) f3 += check("teams", l, m[l], n, nt);
  for (int l = 8; l < 10; l++) f3 += check("teams distribute", l, m[l], n, 1);
  printf("3: teams region: teams_ok=%d fails=%d\n", nt >= 1 && nt <= 3, f3);
  fails += f3 + (nt < 1 || nt > 3);

  /* 4: worksharing loops of a parallel region of code in a teams region:
   * each team's threads share each loop, with the team's own counter. */
  for (int l = 0; l < LOOPS; l++)
    for (int i = 0; i < n; i++) m[l][i] = 0;
  int f4 = 0;
  nt = 0;
#pragma omp target teams num_teams(2) map(tofrom: m, nt)
  {
    if (omp_get_team_num() == 0) nt = omp_get_num_teams();
#pragma omp parallel num_threads(16)
    {
      int me = omp_get_thread_num();
#pragma omp for schedule(static)
      for (int i = 0; i < n; i++) {
#pragma omp atomic
        m[0][i] += 1 + me * 0;
      }
#pragma omp for schedule(static, 3)
      for (int i = 0; i < n; i++) {
#pragma omp atomic
        m[1][i] += 1;
      }
#pragma omp for schedule(dynamic, 4)
      for (int i = 0; i < n; i++) {
#pragma omp atomic
        m[2][i] += 1;
      }
#pragma omp for schedule(guided)
      for (int i = 0; i < n; i++) {
#pragma omp atomic
        m[3][i] += 1;
      }
    }
  }
  for (int l = 0; l < 4; l++) f4 += check("teams parallel region", l, m[l], n, nt);
  printf("4: parallel region of code in a teams region: teams_ok=%d fails=%d\n", nt >= 1 && nt <= 2, f4);
  fails += f4 + (nt < 1 || nt > 2);

  printf("%s generic_schedule\n", fails ? "FAIL" : "PASS");
  return fails != 0;
}
