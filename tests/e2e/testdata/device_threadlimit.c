/* omp_get_thread_limit() in target regions whose thread_limit clause is
 * not an integer constant: the clause's value, as for a constant one, in
 * every kind of kernel (code, teams, parallel, a combined loop, a generic
 * teams region's code and nested parallel loop, a declare target
 * function, a deferred target task). The value is computed on the host,
 * once; a parallel region gets at most that many threads. */
#include <omp.h>
#include <stdio.h>

static int bad;

static void check(const char *what, int got, int want) {
  if (got != want) {
    printf("FAIL %s: got %d, want %d\n", what, got, want);
    bad++;
  }
}

#pragma omp declare target
static int limit_here(void) { return omp_get_thread_limit(); }
#pragma omp end declare target

static int evaluated;
static int next_limit(int base) {
  evaluated++;
  return base + 1;
}

int main(void) {
  int r[8];
  int lim = 3, wide = 5;
  for (int i = 0; i < 8; i++) r[i] = -1;

  #pragma omp target thread_limit(lim) map(from: r[0:1])
  r[0] = omp_get_thread_limit();
  check("target", r[0], lim);

  #pragma omp target teams num_teams(2) thread_limit(lim + 1) map(from: r[0:2])
  {
    r[omp_get_team_num()] = omp_get_thread_limit();
  }
  check("target teams, team 0", r[0], lim + 1);
  check("target teams, team 1", r[1], lim + 1);

  #pragma omp target parallel thread_limit(lim) num_threads(2) map(from: r[0:3])
  {
    if (omp_get_thread_num() == 0) {
      r[0] = omp_get_thread_limit();
      r[1] = omp_get_num_threads();
      r[2] = limit_here();
    }
  }
  check("target parallel", r[0], lim);
  check("target parallel, threads", r[1], 2);
  check("target parallel, declare target function", r[2], lim);

  #pragma omp target parallel thread_limit(lim - 1) map(from: r[0:2])
  {
    if (omp_get_thread_num() == 0) {
      r[0] = omp_get_thread_limit();
      r[1] = omp_get_num_threads();
    }
  }
  check("target parallel without num_threads", r[0], lim - 1);
  if (r[1] < 1 || r[1] > lim - 1) {
    printf("FAIL target parallel without num_threads: %d threads\n", r[1]);
    bad++;
  }

  int seen[16];
  #pragma omp target teams distribute parallel for thread_limit(wide) map(from: seen)
  for (int i = 0; i < 16; i++) seen[i] = omp_get_thread_limit();
  for (int i = 0; i < 16; i++) check("target teams distribute parallel for", seen[i], wide);

  #pragma omp target teams num_teams(2) thread_limit(wide - 1) map(from: r[0:4], seen)
  {
    int t = omp_get_team_num();
    r[t] = omp_get_thread_limit();
    #pragma omp distribute parallel for
    for (int i = 0; i < 16; i++) seen[i] = omp_get_thread_limit();
    #pragma omp parallel for num_threads(2)
    for (int i = 0; i < 2; i++) r[2 + t] = limit_here();
  }
  check("generic teams, team 0", r[0], wide - 1);
  check("generic teams, team 1", r[1], wide - 1);
  check("generic teams, loop of team 0", r[2], wide - 1);
  check("generic teams, loop of team 1", r[3], wide - 1);
  for (int i = 0; i < 16; i++) check("generic teams, distribute loop", seen[i], wide - 1);

  evaluated = 0;
  #pragma omp target thread_limit(next_limit(lim)) map(from: r[0:1]) nowait
  r[0] = omp_get_thread_limit();
  #pragma omp taskwait
  check("target nowait", r[0], lim + 1);
  check("thread_limit evaluations", evaluated, 1);

  #pragma omp target thread_limit(6) map(from: r[0:1])
  r[0] = omp_get_thread_limit();
  check("constant", r[0], 6);

  printf("limits %d %d %d checked\n", lim, wide, evaluated);
  if (bad) return 1;
  printf("PASS device_threadlimit\n");
  return 0;
}
