/* A teams construct that is all of a braced target region
 * (`target { teams { ... } }`): the same region as `target teams`, with
 * parallel regions, atomics and OpenMP routines in the teams region, on
 * the device and in the host fallback. Each team's parallel region is
 * counted so the result does not depend on how many threads a team has. */
#include <stdio.h>
#include <omp.h>

#define N 32

int main(void) {
  int teams_seen = 0, sum = 0, regions = 0, nteams = 0, limit_ok = 0;
  int a[N];
  #pragma omp target map(tofrom: teams_seen, sum, regions, nteams, limit_ok) map(from: a)
  {
    #pragma omp teams num_teams(2) thread_limit(4)
    {
      int team = omp_get_team_num();
      #pragma omp atomic
      teams_seen += 1 + 10 * team;
      if (team == 0) nteams = omp_get_num_teams();
      if (omp_get_thread_limit() <= 4) {
        #pragma omp atomic
        limit_ok++;
      }
      #pragma omp parallel
      {
        #pragma omp single
        {
          #pragma omp atomic
          regions++;
        }
      }
      #pragma omp distribute parallel for reduction(+: sum)
      for (int i = 0; i < N; i++) {
        a[i] = i * 2;
        sum += i;
      }
    }
  }
  printf("teams_seen=%d nteams=%d limit_ok=%d regions=%d sum=%d\n", teams_seen, nteams, limit_ok, regions, sum);
  printf("a[0]=%d a[N-1]=%d\n", a[0], a[N - 1]);

  /* One team: its parallel region's threads, each counted. */
  int hits = 0, last = -1, nt = 0;
  #pragma omp target map(tofrom: hits, last, nt)
  {
    #pragma omp teams num_teams(1)
    {
      #pragma omp atomic
      hits += 5;
      #pragma omp atomic write
      last = omp_get_team_num();
      #pragma omp parallel num_threads(2)
      {
        #pragma omp atomic
        hits++;
        #pragma omp master
        nt = omp_get_num_threads();
      }
    }
  }
  printf("hits=%d last=%d nt=%d\n", hits, last, nt);
  int fails = teams_seen != 12 || nteams != 2 || limit_ok != 2 || regions != 2 || sum != N * (N - 1) / 2 || hits != 7 || last != 0 || nt != 2;
  for (int i = 0; i < N; i++) fails += a[i] != 2 * i;
  printf("%s target_braced_teams\n", fails ? "FAIL" : "PASS");
  return fails != 0;
}
