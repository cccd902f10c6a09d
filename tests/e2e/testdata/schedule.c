/* schedule: schedule(static[, c]) and dist_schedule(static[, c]) take the
 * static-chunked path and hand out exactly the chunks OpenMP prescribes;
 * each iteration records which thread and team ran it, and the program
 * checks the owners against the OpenMP formulas. Also: results equal the
 * sequential loop, schedule(auto) stays on the grid-stride path, and a
 * chunk larger than the loop and a chunk from a variable both work. */
#include <omp.h>
#include <stdio.h>
#include <stdlib.h>

#define N 1000

int main(void) {
  static int thr[N], team[N], out[N];
  int bad = 0;
  int chunk = 7;

  /* target parallel for schedule(static, 7) with 16 threads: iteration i
   * belongs to thread (i / 7) % 16. */
#pragma omp target parallel for schedule(static, chunk) num_threads(16) map(from: thr)
  for (int i = 0; i < N; i++) thr[i] = omp_get_thread_num();
  for (int i = 0; i < N; i++)
    if (thr[i] != (i / 7) % 16) {
      if (bad < 5) printf("static,7: iteration %d on thread %d, want %d\n", i, thr[i], (i / 7) % 16);
      bad++;
    }

  /* schedule(static) without a chunk: 16 contiguous blocks, split as
   * clang's runtime splits them: the first N % 16 threads take N/16 + 1
   * iterations, the others N/16. */
#pragma omp target parallel for schedule(static) num_threads(16) map(from: thr)
  for (int i = 0; i < N; i++) thr[i] = omp_get_thread_num();
  for (int i = 0; i < N; i++) {
    const int q = N / 16, r = N % 16, big = r * (q + 1);
    const int want = i < big ? i / (q + 1) : r + (i - big) / q;
    if (thr[i] != want) {
      if (bad < 5) printf("static: iteration %d on thread %d, want %d\n", i, thr[i], want);
      bad++;
    }
  }

  /* target teams distribute dist_schedule(static, 5) with 8 teams: team
   * (i / 5) % 8. */
#pragma omp target teams distribute dist_schedule(static, 5) num_teams(8) map(from: team)
  for (int i = 0; i < N; i++) team[i] = omp_get_team_num();
  for (int i = 0; i < N; i++)
    if (team[i] != (i / 5) % 8) {
      if (bad < 5) printf("dist static,5: iteration %d on team %d, want %d\n", i, team[i], (i / 5) % 8);
      bad++;
    }

  /* Both levels: dist_schedule(static, 64) over 4 teams, schedule(static, 4)
   * over 8 threads inside each team chunk; a decreasing loop. */
#pragma omp target teams distribute parallel for dist_schedule(static, 64) schedule(static, 4) num_teams(4) num_threads(8) map(from: team, thr)
  for (int i = N - 1; i >= 0; i--) {
    team[i] = omp_get_team_num();
    thr[i] = omp_get_thread_num();
  }
  for (int i = N - 1; i >= 0; i--) {
    int it = N - 1 - i; /* normalized iteration */
    int wt = (it / 64) % 4, wth = ((it % 64) / 4) % 8;
    if (team[i] != wt || thr[i] != wth) {
      if (bad < 5) printf("two-level: i=%d on team %d thread %d, want %d %d\n", i, team[i], thr[i], wt, wth);
      bad++;
    }
  }

  /* schedule(static, c) alone on the combined construct: all lanes take
   * chunks of 3 round-robin; a chunk larger than the loop; results. */
  long s = 0;
#pragma omp target teams distribute parallel for schedule(static, 3) num_teams(5) num_threads(4) map(from: team, thr) reduction(+: s)
  for (int i = 0; i < N; i++) {
    team[i] = omp_get_team_num();
    thr[i] = omp_get_thread_num();
    s += i;
  }
  for (int i = 0; i < N; i++) {
    int lane = (i / 3) % 20;
    if (team[i] * 4 + thr[i] != lane) {
      if (bad < 5) printf("global static,3: i=%d on lane %d, want %d\n", i, team[i] * 4 + thr[i], lane);
      bad++;
    }
  }
  if (s != (long)N * (N - 1) / 2) {
    printf("sum %ld\n", s);
    bad++;
  }
#pragma omp target teams distribute parallel for schedule(static, 5000) dist_schedule(static) map(from: out)
  for (int i = 0; i < N; i++) out[i] = 3 * i + 1;
  for (int i = 0; i < N; i++)
    if (out[i] != 3 * i + 1) bad++;
#pragma omp target teams distribute parallel for schedule(auto) map(tofrom: out)
  for (int i = 0; i < N; i += 2) out[i] = -i;
  for (int i = 0; i < N; i++)
    if (out[i] != (i % 2 ? 3 * i + 1 : -i)) bad++;

  printf("thr[999]=%d team[999]=%d out[998]=%d s=%ld\n", thr[999], team[999], out[998], s);
  if (bad) {
    printf("FAIL schedule: %d mismatches\n", bad);
    return 1;
  }
  printf("PASS schedule\n");
  return 0;
}
