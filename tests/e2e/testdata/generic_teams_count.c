/* How often the code of a generic teams region runs: once per team, and
 * without num_teams the region runs one team when that can show (the
 * team code counts its runs, asks for its team's number, or a parallel
 * loop runs whole in every team), as clang-19 runs it. The counts are
 * printed; each is also checked against omp_get_num_teams() and the
 * loops' results against the host's. */
#include <omp.h>
#include <stdio.h>

#define N 200

static int bad;

static void check(const char *what, int got, int want) {
  if (got != want) {
    printf("FAIL %s: got %d, want %d\n", what, got, want);
    bad++;
  }
}

int main(void) {
  int a[N], b[N];
  int runs = 0, teams = -1, tsum = 0;

  /* Team code beside two distribute loops. */
  #pragma omp target teams map(tofrom: a, b, runs, teams, tsum)
  {
    #pragma omp atomic
    runs++;
    #pragma omp atomic
    tsum += omp_get_team_num();
    if (omp_get_team_num() == 0) teams = omp_get_num_teams();
    #pragma omp distribute parallel for
    for (int i = 0; i < N; i++) a[i] = 2 * i;
    #pragma omp distribute
    for (int i = 0; i < N; i++) b[i] = a[i] + 1;
  }
  printf("distribute loops: %d runs, %d teams\n", runs, teams);
  check("distribute loops: runs", runs, teams);
  check("distribute loops: team numbers", tsum, teams * (teams - 1) / 2);
  for (int i = 0; i < N; i++) check("distribute loops: b", b[i], 2 * i + 1);

  /* A parallel loop without distribute runs whole in every team. */
  int total = 0;
  runs = 0;
  teams = -1;
  #pragma omp target teams map(tofrom: a, runs, teams, total)
  {
    #pragma omp atomic
    runs++;
    if (omp_get_team_num() == 0) teams = omp_get_num_teams();
    #pragma omp parallel for reduction(+: total)
    for (int i = 0; i < N; i++) total += a[i] > 0;
    #pragma omp distribute parallel for
    for (int i = 0; i < N; i++) a[i] = i;
  }
  printf("parallel loop: %d runs, %d teams, total %d\n", runs, teams, total);
  check("parallel loop: runs", runs, teams);
  check("parallel loop: total", total, teams * (N - 1));
  for (int i = 0; i < N; i++) check("parallel loop: a", a[i], i);

  /* Team code that only sets its own variables: the number of teams
   * cannot show, and the loops compute the same either way. */
  #pragma omp target teams map(tofrom: a, b)
  {
    int half = N / 2;
    #pragma omp distribute parallel for
    for (int i = 0; i < N; i++) a[i] = i < half ? 1 : 2;
    #pragma omp distribute parallel for
    for (int i = 0; i < N; i++) b[i] = a[i] * 3;
  }
  for (int i = 0; i < N; i++) check("own variables: b", b[i], i < N / 2 ? 3 : 6);

  /* num_teams(2): two teams, each runs the team code once. */
  runs = 0;
  teams = -1;
  #pragma omp target teams num_teams(2) map(tofrom: a, runs, teams)
  {
    #pragma omp atomic
    runs++;
    if (omp_get_team_num() == 0) teams = omp_get_num_teams();
    #pragma omp distribute parallel for
    for (int i = 0; i < N; i++) a[i] = -i;
    #pragma omp distribute parallel for
    for (int i = 0; i < N; i++) a[i] = -a[i];
  }
  printf("num_teams(2): %d runs, %d teams\n", runs, teams);
  check("num_teams(2): runs", runs, teams);
  for (int i = 0; i < N; i++) check("num_teams(2): a", a[i], i);

  if (bad) return 1;
  printf("PASS generic_teams_count\n");
  return 0;
}
