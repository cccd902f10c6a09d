/* Loop nests of target regions over iteration spaces of every shape:
 * collapse with non-rectangular inner loops, negative and non-unit
 * steps, '!=' tests, unsigned and long long indices, bounds at the
 * limits of their types; and static schedules, whose assignment of
 * iterations to teams (dist_schedule(static, c)) and to the threads of
 * a parallel loop (schedule(static, c)) OpenMP fixes. Each sum and count is checked
 * against the loops run sequentially on the host. */
#include <stdio.h>
#include <limits.h>
#include <omp.h>
#define N 200

static int spaces(void) {
  long s[8] = {0}, c[8] = {0};
  long long s6 = 0;
  #pragma omp target teams distribute parallel for collapse(2) reduction(+: s[0:1], c[0:1])
  for (int i = 0; i < 10; i++)
    for (int j = i; j < 10; j++) { s[0] += i * 10 + j; c[0]++; }
  #pragma omp target teams distribute parallel for collapse(2) reduction(+: s[1:1], c[1:1])
  for (int i = 20; i > 0; i -= 3)
    for (int j = -5; j <= 7; j += 4) { s[1] += i * 100 + j; c[1]++; }
  #pragma omp target teams distribute parallel for collapse(2) reduction(+: s[2:1], c[2:1])
  for (unsigned i = 1; i < 9u; i += 2)
    for (unsigned j = 10; j > i; j--) { s[2] += i * 7 + j; c[2]++; }
  #pragma omp target teams distribute parallel for collapse(3) reduction(+: s[3:1], c[3:1])
  for (int i = 0; i < 6; i++)
    for (int j = i; j >= 0; j--)
      for (int k = j; k < j + 3; k += 2) { s[3] += i * 100 + j * 10 + k; c[3]++; }
  #pragma omp target parallel for collapse(2) reduction(+: s[4:1], c[4:1])
  for (long long i = -5; i <= 5; i += 2)
    for (long long j = i; j <= 2 * i + 8; j++) { s[4] += i * j; c[4]++; }
  #pragma omp target teams distribute parallel for collapse(2) reduction(+: s[5:1], c[5:1])
  for (int i = 0; i != 12; i++)
    for (int j = 10; j != 0; j--) { s[5] += i * j; c[5]++; }
  #pragma omp target teams distribute parallel for reduction(+: c[6:1], s6)
  for (long long i = LLONG_MIN + 5; i < LLONG_MIN + 50; i += 7) { c[6]++; s6 += i - LLONG_MIN; }
  #pragma omp target teams distribute parallel for reduction(+: s[7:1], c[7:1])
  for (unsigned i = UINT_MAX - 20; i > UINT_MAX - 40; i -= 3) { s[7] += UINT_MAX - i; c[7]++; }

  long r[8] = {0}, rc[8] = {0};
  long long r6 = 0;
  for (int i = 0; i < 10; i++) for (int j = i; j < 10; j++) { r[0] += i * 10 + j; rc[0]++; }
  for (int i = 20; i > 0; i -= 3) for (int j = -5; j <= 7; j += 4) { r[1] += i * 100 + j; rc[1]++; }
  for (unsigned i = 1; i < 9u; i += 2) for (unsigned j = 10; j > i; j--) { r[2] += i * 7 + j; rc[2]++; }
  for (int i = 0; i < 6; i++) for (int j = i; j >= 0; j--) for (int k = j; k < j + 3; k += 2) { r[3] += i * 100 + j * 10 + k; rc[3]++; }
  for (long long i = -5; i <= 5; i += 2) for (long long j = i; j <= 2 * i + 8; j++) { r[4] += i * j; rc[4]++; }
  for (int i = 0; i != 12; i++) for (int j = 10; j != 0; j--) { r[5] += i * j; rc[5]++; }
  for (long long i = LLONG_MIN + 5; i < LLONG_MIN + 50; i += 7) { rc[6]++; r6 += i - LLONG_MIN; }
  for (unsigned i = UINT_MAX - 20; i > UINT_MAX - 40; i -= 3) { r[7] += UINT_MAX - i; rc[7]++; }
  int bad = s6 != r6;
  for (int k = 0; k < 8; k++) {
    printf("space %d: %ld %ld\n", k, k == 6 ? (long)s6 : s[k], c[k]);
    bad += s[k] != r[k] || c[k] != rc[k];
  }
  return bad;
}

static int schedules(void) {
  int team[N], nteams[N];
  /* (Which thread runs an iteration here is left out: with one team
   * clang-19 workshares the whole loop, not each team chunk.) */
  #pragma omp target teams distribute parallel for dist_schedule(static, 8) schedule(static, 3) num_teams(3) map(from: team, nteams)
  for (int i = 0; i < N; i++) { team[i] = omp_get_team_num(); nteams[i] = omp_get_num_teams(); }
  int bad = 0;
  for (int i = 0; i < N; i++)
    bad += team[i] != (i / 8) % nteams[i];
  int t2[N], n2[N];
  #pragma omp target parallel for schedule(static, 5) map(from: t2, n2) num_threads(3)
  for (int i = 0; i < N; i++) { t2[i] = omp_get_thread_num(); n2[i] = omp_get_num_threads(); }
  for (int i = 0; i < N; i++) bad += t2[i] != (i / 5) % n2[i];
  int t3[N], n3[N];
  #pragma omp target teams distribute dist_schedule(static, 7) num_teams(4) map(from: t3, n3)
  for (int i = 0; i < N; i++) { t3[i] = omp_get_team_num(); n3[i] = omp_get_num_teams(); }
  for (int i = 0; i < N; i++) bad += t3[i] != (i / 7) % n3[i];
  printf("schedules: %d iterations misplaced\n", bad);
  return bad;
}

int main(void) {
  int bad = spaces() + schedules();
  if (bad) {
    printf("FAIL hunt5_loop_spaces (%d)\n", bad);
    return 1;
  }
  printf("PASS hunt5_loop_spaces\n");
  return 0;
}
