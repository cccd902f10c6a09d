/* Calls of declare target functions holding orphaned worksharing loops
 * and barriers from target teams regions, target teams distribute loops
 * and generic regions (target and target teams with code beside parallel
 * loops, distribute loops, parallel regions of code). The loop binds to
 * the innermost parallel region: in the code of a teams region, a
 * distribute loop's body or the code beside the loops of a generic region
 * the team is the one thread that runs it (every iteration on it); in a
 * parallel region of code it is the region's threads, which share the
 * iterations and meet at the barriers. Per-iteration counts (atomic:
 * teams run the code at the same time) and reductions with integers,
 * computed a second way on the host. */
#include <stdio.h>
#include <omp.h>
#define N 503

#pragma omp declare target
long tot;
void work(int *c, int n) {
#pragma omp for
  for (int i = 0; i < n; i++) {
#pragma omp atomic
    c[i]++;
  }
}
void dyn(int *c, int n) {
#pragma omp for schedule(dynamic, 2) nowait
  for (int i = 0; i < n; i++) {
#pragma omp atomic
    c[i] += 10;
  }
#pragma omp barrier
}
/* each thread's size of the team, seen from inside the function */
int team(int *sizes) {
  sizes[omp_get_thread_num()] = omp_get_num_threads();
#pragma omp barrier
  return omp_get_num_threads();
}
long add(const int *a, int n) {
#pragma omp for reduction(+: tot) schedule(guided)
  for (int i = 0; i < n; i++) tot += a[i];
  return tot;
}
#pragma omp end declare target

static int check(const char *what, const int *c, int want) {
  for (int i = 0; i < N; i++)
    if (c[i] != want) {
      printf("%s: count[%d] = %d, want %d\n", what, i, c[i], want);
      return 1;
    }
  return 0;
}

int main(void) {
  int fails = 0, c[N], a[N], sizes[8], direct[8];
  int nteams = 0, one = 0;
  long want = 0;
  for (int i = 0; i < N; i++) a[i] = i % 17, want += a[i];

  /* the code of a target teams region: each team's initial thread */
  for (int i = 0; i < N; i++) c[i] = 0;
#pragma omp target teams num_teams(3) map(tofrom: c) map(from: nteams, one)
  {
    if (omp_get_team_num() == 0) nteams = omp_get_num_teams();
    work(c, N);
    dyn(c, N);
    int s[1];
    if (omp_get_team_num() == 0) one = team(s);
  }
  fails += check("target teams", c, 11 * nteams) + (one != 1);

  /* a target teams distribute loop's body */
  for (int i = 0; i < N; i++) c[i] = 0;
#pragma omp target teams distribute num_teams(2) map(tofrom: c)
  for (int j = 0; j < 5; j++)
    work(c, N);
  fails += check("teams distribute", c, 5);

  /* a generic teams region: the code, a distribute loop, a parallel
   * region of code (its threads share the loops) */
  for (int i = 0; i < N; i++) c[i] = 0;
  for (int t = 0; t < 8; t++) sizes[t] = direct[t] = 0;
  tot = 0;
#pragma omp target update to(tot)
#pragma omp target teams num_teams(2) map(tofrom: c, sizes, direct) map(to: a) map(from: nteams)
  {
    if (omp_get_team_num() == 0) nteams = omp_get_num_teams();
    work(c, N);
#pragma omp distribute
    for (int j = 0; j < 3; j++)
      work(c, N);
#pragma omp parallel num_threads(4)
    {
      work(c, N);
      dyn(c, N);
      add(a, N);
      if (omp_get_team_num() == 0) {
        direct[omp_get_thread_num()] = omp_get_num_threads();
        team(sizes);
      }
    }
  }
#pragma omp target update from(tot)
  fails += check("generic teams", c, nteams + 3 + 11 * nteams);
  if (tot != nteams * want) {
    printf("generic teams: reduction %ld, want %ld\n", tot, nteams * want);
    fails++;
  }
  /* the function sees the parallel region's team (num_threads(4) or
   * fewer, as the implementation gives) */
  for (int t = 0; t < 8; t++)
    if (sizes[t] != direct[t] || sizes[t] != (t < direct[0] ? direct[0] : 0)) {
      printf("generic teams: thread %d saw a team of %d in the function, %d in the region\n", t, sizes[t], direct[t]);
      fails++;
    }

  /* a generic target region: the code, then a parallel region of code */
  for (int i = 0; i < N; i++) c[i] = 0;
  tot = 0;
#pragma omp target update to(tot)
  long seen = 0;
#pragma omp target map(tofrom: c, seen) map(to: a)
  {
    work(c, N);
#pragma omp parallel for
    for (int j = 0; j < N; j++) c[j] += 100;
#pragma omp parallel num_threads(5)
    {
      dyn(c, N);
      long s = add(a, N);
      if (omp_get_thread_num() == 4) seen = s;
    }
    seen += add(a, N);
  }
  fails += check("generic target", c, 111);
  if (seen != 3 * want) {
    printf("generic target: reductions %ld, want %ld\n", seen, 3 * want);
    fails++;
  }
  printf("%s orphan_sites\n", fails ? "FAIL" : "PASS");
  return fails != 0;
}
