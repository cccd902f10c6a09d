/* The OpenMP device API inside target regions: team and thread numbers
 * under num_teams, thread_limit and num_threads, and every iteration of a
 * distributed loop running exactly once. */
#include <omp.h>
#include <stdio.h>

static int failures;

static void expect(const char *what, long got, long want) {
  printf("%s=%ld\n", what, got);
  if (got != want) {
    printf("  FAIL: %s is %ld, want %ld\n", what, got, want);
    failures++;
  }
}

#define NT 4
#define N 1000

int main(void) {
  /* target teams: each team writes its number and the team count. */
  int team_ids[NT], num_teams[NT], threads_in_team[NT];
  for (int t = 0; t < NT; t++) team_ids[t] = num_teams[t] = threads_in_team[t] = -1;
#pragma omp target teams num_teams(NT) thread_limit(8) map(tofrom: team_ids, num_teams, threads_in_team)
  {
    int t = omp_get_team_num();
    if (t >= 0 && t < NT) {
      team_ids[t] = t;
      num_teams[t] = omp_get_num_teams();
      threads_in_team[t] = omp_get_num_threads();
    }
  }
  for (int t = 0; t < NT; t++) {
    printf("team %d: id=%d num_teams=%d num_threads=%d\n", t, team_ids[t], num_teams[t], threads_in_team[t]);
    failures += team_ids[t] != t || num_teams[t] != NT || threads_in_team[t] != 1;
  }

  /* target parallel for num_threads(8): one team of 8 threads; every
   * thread gets its share of the 64 iterations. */
  int tid[64], nthr[64], team_of[64];
  int per_thread[8] = {0};
#pragma omp target parallel for num_threads(8) map(from: tid, nthr, team_of)
  for (int i = 0; i < 64; i++) {
    tid[i] = omp_get_thread_num();
    nthr[i] = omp_get_num_threads();
    team_of[i] = omp_get_team_num();
  }
  int bad = 0;
  for (int i = 0; i < 64; i++) {
    if (tid[i] < 0 || tid[i] >= 8 || nthr[i] != 8 || team_of[i] != 0) {
      bad++;
      continue;
    }
    per_thread[tid[i]]++;
  }
  expect("parallel_for_bad", bad, 0);
  printf("per_thread:");
  for (int t = 0; t < 8; t++) printf(" %d", per_thread[t]);
  printf("\n");
  for (int t = 0; t < 8; t++) failures += per_thread[t] != 8;

  /* teams distribute parallel for: team and thread numbers within bounds,
   * each iteration exactly once. */
  int count[N], team[N], thread[N], teams_seen[N], threads_seen[N];
  for (int i = 0; i < N; i++) count[i] = 0;
#pragma omp target teams distribute parallel for num_teams(3) thread_limit(16) map(tofrom: count) map(from: team, thread, teams_seen, threads_seen)
  for (int i = 0; i < N; i++) {
    count[i] += 1;
    team[i] = omp_get_team_num();
    thread[i] = omp_get_thread_num();
    teams_seen[i] = omp_get_num_teams();
    threads_seen[i] = omp_get_num_threads();
  }
  int once = 0, in_bounds = 0, max_team = -1, max_thread = -1;
  for (int i = 0; i < N; i++) {
    once += count[i] == 1;
    in_bounds += team[i] >= 0 && team[i] < teams_seen[i] && thread[i] >= 0 && thread[i] < threads_seen[i] &&
                 teams_seen[i] >= 1 && teams_seen[i] <= 3 && threads_seen[i] >= 1 && threads_seen[i] <= 16;
    if (team[i] > max_team) max_team = team[i];
    if (thread[i] > max_thread) max_thread = thread[i];
  }
  expect("tdpf_iterations_once", once, N);
  expect("tdpf_in_bounds", in_bounds, N);
  expect("tdpf_num_teams", teams_seen[0], 3);
  expect("tdpf_num_threads", threads_seen[0], 16);
  expect("tdpf_max_team", max_team, 2);
  expect("tdpf_max_thread", max_thread, 15);

  /* teams distribute (no parallel): one thread per team. */
  int dteam[50], dthreads[50], dcount[50] = {0};
#pragma omp target teams distribute num_teams(5) map(from: dteam, dthreads) map(tofrom: dcount)
  for (int i = 0; i < 50; i++) {
    dteam[i] = omp_get_team_num();
    dthreads[i] = omp_get_num_threads() * 100 + omp_get_thread_num();
    dcount[i]++;
  }
  int d_once = 0, d_ok = 0, d_max = -1;
  for (int i = 0; i < 50; i++) {
    d_once += dcount[i] == 1;
    d_ok += dteam[i] >= 0 && dteam[i] < 5 && dthreads[i] == 100;
    if (dteam[i] > d_max) d_max = dteam[i];
  }
  expect("td_iterations_once", d_once, 50);
  expect("td_in_bounds", d_ok, 50);
  expect("td_max_team", d_max, 4);

  if (failures) {
    printf("FAIL devapi: %d failures\n", failures);
    return 1;
  }
  printf("PASS devapi\n");
  return 0;
}
