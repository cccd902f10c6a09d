/* The host fallback of `target teams num_teams(n)` (if(0) here, and the
 * whole program under OMP_TARGET_OFFLOAD=DISABLED) creates the teams as
 * the device does: each team runs the region once, with its own team
 * number, its own copies of the region's firstprivate variables, and the
 * thread_limit clause capping its parallel regions. Atomic constructs
 * and OpenMP routines in the team code (which gcc refuses strictly
 * nested in a host teams construct) work there too, also with teams on
 * a directive line of its own. */
#include <omp.h>
#include <stdio.h>

#define MAXT 8

static int bad;

static void check(const char *what, int got, int want) {
  if (got != want) {
    printf("FAIL %s: got %d, want %d\n", what, got, want);
    bad++;
  }
}

static void league(int on, const char *how) {
  int runs[MAXT], nteams[MAXT], own[MAXT], limit[MAXT], width[MAXT];
  int base = 10, n = 2, lim = 3;
  char what[64];
  for (int i = 0; i < MAXT; i++) runs[i] = nteams[i] = own[i] = limit[i] = width[i] = 0;

  #pragma omp target teams num_teams(n) thread_limit(lim) if(on) firstprivate(base) \
      map(tofrom: runs, nteams, own, limit, width)
  {
    int t = omp_get_team_num();
    base += t;
    runs[t] += 1;
    nteams[t] = omp_get_num_teams();
    own[t] = base;
    #pragma omp parallel num_threads(4)
    {
      if (omp_get_thread_num() == 0) {
        limit[t] = omp_get_thread_limit();
        width[t] = omp_get_num_threads();
      }
    }
  }
  int made = nteams[0];
  printf("%s: %d teams\n", how, made);
  snprintf(what, sizeof what, "%s teams", how);
  if (made < 1 || made > n) {
    printf("FAIL %s: %d teams, want 1..%d\n", what, made, n);
    bad++;
  }
  for (int t = 0; t < made; t++) {
    snprintf(what, sizeof what, "%s team %d", how, t);
    check(what, runs[t], 1);
    check(what, nteams[t], made);
    check(what, own[t], 10 + t);
    check(what, limit[t], lim);
    if (width[t] < 1 || width[t] > lim) {
      printf("FAIL %s: %d threads, want 1..%d\n", what, width[t], lim);
      bad++;
    }
  }
  for (int t = made; t < MAXT; t++) {
    snprintf(what, sizeof what, "%s no team %d", how, t);
    check(what, runs[t], 0);
  }
  check("firstprivate base unchanged", base, 10);
}

/* Team code counting its runs with an atomic construct and asking for
 * the thread limit, combined and with teams on a line of its own. */
static void counted(int on, const char *how) {
  int runs = 0, teams = -1, tsum = 0, lim = 3, limits[MAXT];
  char what[64];
  for (int i = 0; i < MAXT; i++) limits[i] = 0;
  #pragma omp target teams num_teams(2) thread_limit(lim) if(on) map(tofrom: runs, teams, tsum, limits)
  {
    #pragma omp atomic
    runs += 1;
    #pragma omp atomic update
    tsum += omp_get_team_num();
    limits[omp_get_team_num()] = omp_get_thread_limit();
    if (omp_get_team_num() == 0) teams = omp_get_num_teams();
  }
  printf("%s combined: %d runs\n", how, runs);
  snprintf(what, sizeof what, "%s combined runs", how);
  check(what, runs, teams);
  check(what, tsum, teams * (teams - 1) / 2);
  for (int t = 0; t < teams; t++) check(what, limits[t], lim);

  runs = 0;
  teams = -1;
  #pragma omp target map(tofrom: runs, teams) if(on)
  #pragma omp teams num_teams(2)
  {
    #pragma omp atomic
    runs++;
    if (omp_get_team_num() == 0) teams = omp_get_num_teams() * 10 + (omp_get_level() == 0);
  }
  printf("%s target + teams: %d runs\n", how, runs);
  snprintf(what, sizeof what, "%s target + teams runs", how);
  check(what, runs * 10 + 1, teams);
}

/* Distribute loops divide their iterations among the teams there too. */
static void spread(int on, const char *how) {
  int owner[16], runs[MAXT], teams = -1;
  char what[64];
  for (int i = 0; i < MAXT; i++) runs[i] = 0;
  #pragma omp target teams num_teams(2) if(on) map(tofrom: owner, runs, teams)
  {
    runs[omp_get_team_num()] += 1;
    if (omp_get_team_num() == 0) teams = omp_get_num_teams();
    #pragma omp distribute
    for (int i = 0; i < 16; i++) owner[i] = omp_get_team_num();
    #pragma omp distribute parallel for
    for (int i = 0; i < 16; i++) owner[i] += 10;
  }
  int used[MAXT] = {0}, distinct = 0;
  for (int i = 0; i < 16; i++) {
    snprintf(what, sizeof what, "%s spread iteration %d", how, i);
    check(what, owner[i] >= 10 && owner[i] < 10 + teams, 1);
    if (owner[i] >= 10 && owner[i] < 10 + MAXT && !used[owner[i] - 10]++) distinct++;
  }
  printf("%s spread: %d teams share the iterations\n", how, distinct);
  snprintf(what, sizeof what, "%s spread", how);
  check(what, distinct, teams);
  for (int t = 0; t < teams; t++) check(what, runs[t], 1);
}

int main(void) {
  league(1, "offloaded");
  league(0, "if(0)");
  counted(1, "offloaded");
  counted(0, "if(0)");
  spread(1, "offloaded");
  spread(0, "if(0)");
  if (bad) return 1;
  printf("PASS fallback_teams\n");
  return 0;
}
