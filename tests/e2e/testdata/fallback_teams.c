/* The host fallback of `target teams num_teams(n)` (if(0) here, and the
 * whole program under OMP_TARGET_OFFLOAD=DISABLED) creates the teams as
 * the device does: each team runs the region once, with its own team
 * number, its own copies of the region's firstprivate variables, and the
 * thread_limit clause capping its parallel regions. */
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

int main(void) {
  league(1, "offloaded");
  league(0, "if(0)");
  if (bad) return 1;
  printf("PASS fallback_teams\n");
  return 0;
}
