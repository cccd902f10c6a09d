/* Nested parallel regions in target regions: a parallel construct in the
 * parallel region of another is inactive (the device's
 * max-active-levels-var is 1), so every thread of the enclosing team
 * runs its region once, as thread 0 of a team of one at level 2:
 * omp_get_thread_num() 0, omp_get_num_threads() 1, omp_get_level() 2,
 * omp_get_active_level() and omp_in_parallel() those of the enclosing
 * region, omp_get_ancestor_thread_num(1) the enclosing thread,
 * omp_get_team_size(1) the enclosing team's size. Covered: a target
 * parallel region, a parallel region of code and a parallel loop of a
 * generic region, the loops of target parallel for and target teams
 * distribute parallel for; private, firstprivate and reduction copies,
 * atomic and critical inside, a declare target function called there.
 * Every value is also checked on the host. */
#include <omp.h>
#include <stdio.h>

enum { T = 4, N = 16, NV = 7 };

#pragma omp declare target
static int twice(int v) { return 2 * v; }
/* What a nested region reports, from its own text. */
#define RECORD(o, x)                                                                          \
  do {                                                                                        \
    (o)[0] = omp_get_thread_num();                                                            \
    (o)[1] = omp_get_num_threads();                                                           \
    (o)[2] = omp_get_level();                                                                 \
    (o)[3] = omp_get_active_level() * 10 + omp_in_parallel();                                 \
    (o)[4] = omp_get_ancestor_thread_num(1) * 10 + omp_get_ancestor_thread_num(2);            \
    (o)[5] = omp_get_team_size(1) * 10 + omp_get_team_size(2) + 100 * omp_get_team_size(3);   \
    (o)[6] = (x);                                                                             \
  } while (0)
#pragma omp end declare target

static int bad;

/* o recorded by enclosing thread t of a team of n threads; x as given. */
static void check(const char *what, int t, const int *o, int n, int x) {
  int want[NV] = {0, 1, 2, n > 1 ? 11 : 0, t * 10, n * 10 + 1 - 100, x};
  int ok = 1;
  for (int i = 0; i < NV; i++) ok = ok && o[i] == want[i];
  if (!ok) {
    printf("%s, thread %d:", what, t);
    for (int i = 0; i < NV; i++) printf(" %d(want %d)", o[i], want[i]);
    printf("\n");
    bad++;
  }
}

int main(void) {
  int par[T][NV], cnt = 0, s = 0, crit = 0;
#pragma omp target parallel num_threads(T) map(tofrom: par, cnt, s, crit)
  {
    int t = omp_get_thread_num();
    int x = 100 + t;
    /* Each enclosing thread's own reduction variable: the nested
     * regions of the enclosing threads run at the same time, so a
     * reduction of theirs into one shared variable would race. */
    int st = 0;
#pragma omp parallel num_threads(3) firstprivate(x) reduction(+: st)
    {
      x += 1000; /* the copy only */
      RECORD(par[t], x);
      st += t + 1;
#pragma omp atomic
      cnt += 1;
#pragma omp critical
      crit += 2;
    }
#pragma omp atomic
    s += st;
    if (x != 100 + t) par[t][6] = -1;
  }
  for (int t = 0; t < T; t++) check("target parallel", t, par[t], T, 1100 + t);
  printf("target parallel: reduction %d atomic %d critical %d\n", s, cnt, crit);
  if (s != T * (T + 1) / 2 || cnt != T || crit != 2 * T) bad++;

  int gen[T][NV], loop[N][NV], outside = -1, priv = 0;
#pragma omp target map(tofrom: gen, loop, outside, priv)
  {
    outside = omp_get_level();
#pragma omp parallel num_threads(T)
    {
      int t = omp_get_thread_num();
      int y = t;
#pragma omp parallel private(y)
      {
        y = -5;
#pragma omp atomic
        priv += y;
      }
#pragma omp parallel
      {
        RECORD(gen[t], twice(y));
      }
    }
#pragma omp parallel for num_threads(T)
    for (int i = 0; i < N; i++) {
      int t = omp_get_thread_num();
#pragma omp parallel
      {
        RECORD(loop[i], t);
      }
    }
  }
  for (int t = 0; t < T; t++) check("generic parallel region", t, gen[t], T, 2 * t);
  for (int i = 0; i < N; i++) check("generic parallel loop", loop[i][6], loop[i], T, loop[i][6]);
  printf("generic: level outside %d, private sum %d\n", outside, priv);
  if (outside != 0 || priv != -5 * T) bad++;

  int pf[N][NV], tm[N][NV], team[N];
#pragma omp target parallel for num_threads(2) map(from: pf)
  for (int i = 0; i < N; i++) {
    int t = omp_get_thread_num();
#pragma omp parallel num_threads(5) shared(t)
    RECORD(pf[i], t);
  }
  for (int i = 0; i < N; i++) check("target parallel for", pf[i][6], pf[i], 2, pf[i][6]);
#pragma omp target teams distribute parallel for num_teams(2) thread_limit(2) map(from: tm, team)
  for (int i = 0; i < N; i++) {
    int t = omp_get_thread_num();
    team[i] = omp_get_num_threads();
#pragma omp parallel
    {
      RECORD(tm[i], t);
    }
  }
  /* Where the enclosing team has one thread its region is inactive and
   * OpenMP lets the nested one be active: clang-19's host plugin then
   * gives it threads (the host's runtime), its GPU runtime and the
   * lowering do not. Only the regions nested in active ones are
   * checked. */
  for (int i = 0; i < N; i++)
    if (team[i] > 1) check("target teams distribute parallel for", tm[i][6], tm[i], team[i], tm[i][6]);
  if (bad) {
    printf("FAIL nested_parallel: %d\n", bad);
    return 1;
  }
  printf("PASS nested_parallel\n");
  return 0;
}
