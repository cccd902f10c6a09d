/* dist_schedule(static) without a chunk: each team takes one block of
 * the iterations, and of n iterations and T teams the first n % T teams
 * take one more than the others (n/T + 1 and n/T), as clang's runtimes
 * (libomp and the device runtime) split them; with 37 iterations over 4
 * teams the blocks are 10, 9, 9, 9, not 10, 10, 10, 7. Each loop records
 * the team of every iteration, and the program checks the blocks against
 * the number of teams the loop got. */
#include <omp.h>
#include <stdio.h>

#define N 37

static int team[N], teams[N];

/* Whether iteration i belongs to the block of its team; resets the
 * records. */
static int balanced(const char *what) {
  int ok = 1;
  for (int i = 0; i < N; i++) {
    int t = teams[i], q = N / t, r = N % t, k = team[i];
    int lo = k * q + (k < r ? k : r), hi = lo + q + (k < r);
    if (t < 1 || i < lo || i >= hi) {
      printf("FAIL %s: iteration %d ran on team %d of %d\n", what, i, k, t);
      ok = 0;
      break;
    }
  }
  printf("%s: %s\n", what, ok ? "balanced" : "not balanced");
  for (int i = 0; i < N; i++) team[i] = teams[i] = -1;
  return ok;
}

#define RECORD(i) (team[i] = omp_get_team_num(), teams[i] = omp_get_num_teams())

int main(void) {
  int n = N, ok = 1;
#pragma omp target teams distribute num_teams(4) dist_schedule(static) map(tofrom: team, teams)
  for (int i = 0; i < n; i++) RECORD(i);
  ok &= balanced("distribute");
#pragma omp target teams distribute parallel for num_teams(4) dist_schedule(static) map(tofrom: team, teams)
  for (int i = 0; i < n; i++) RECORD(i);
  ok &= balanced("distribute parallel for");
#pragma omp target teams distribute parallel for num_teams(3) dist_schedule(static) schedule(static, 2) map(tofrom: team, teams)
  for (int i = 0; i < n; i++) RECORD(i);
  ok &= balanced("with schedule(static, 2)");
#pragma omp target teams distribute parallel for num_teams(4) dist_schedule(static) schedule(dynamic) map(tofrom: team, teams)
  for (int i = 0; i < n; i++) RECORD(i);
  ok &= balanced("with schedule(dynamic)");
#pragma omp target teams distribute parallel for num_teams(4) dist_schedule(static) schedule(guided, 2) map(tofrom: team, teams)
  for (int i = 0; i < n; i++) RECORD(i);
  ok &= balanced("with schedule(guided, 2)");
#pragma omp target teams distribute simd num_teams(4) dist_schedule(static) map(tofrom: team, teams)
  for (int i = 0; i < n; i++) RECORD(i);
  ok &= balanced("distribute simd");
#pragma omp target teams num_teams(4) map(tofrom: team, teams)
  {
    int k = omp_get_team_num(), t = omp_get_num_teams();
#pragma omp distribute dist_schedule(static)
    for (int i = 0; i < n; i++) { team[i] = k; teams[i] = t; }
#pragma omp distribute parallel for dist_schedule(static)
    for (int i = 0; i < n; i++) team[i] += 0;
  }
  ok &= balanced("distribute in a teams region");
#pragma omp target teams distribute parallel for num_teams(4) dist_schedule(static) collapse(2) map(tofrom: team, teams)
  for (int i = 0; i < n; i++)
    for (int j = 0; j < 1; j++) RECORD(i + j);
  ok &= balanced("collapse(2)");
  printf("%s dist_balanced\n", ok ? "PASS" : "FAIL");
  return !ok;
}
