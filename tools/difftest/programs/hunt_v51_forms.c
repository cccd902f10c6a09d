/* Written by hand in the style of OpenMP offloading conformance tests, for
 * tools/difftest -file (docs/difftest.md): OpenMP 5.1 and 5.2 forms in
 * target regions: masked with filter, the loop
 * transformations unroll and tile, nothing. (clang-19 refuses scope with
 * reduction, num_teams with a lower bound, assume, and reduction on a loop bound to teams.) */
#include <stdio.h>
#include <omp.h>

#define N 64

int main(void) {
  int sum = 0, who = -1, cnt = 0;
  int a[N], t[16][16];
  for (int i = 0; i < N; i++) a[i] = i;
  for (int i = 0; i < 16; i++) for (int j = 0; j < 16; j++) t[i][j] = 0;
#pragma omp target parallel num_threads(4) map(tofrom: sum, who, cnt) map(to: a)
  {
#pragma omp for reduction(+: sum)
    for (int i = 0; i < N; i++) sum += a[i];
#pragma omp masked filter(2)
    who = omp_get_thread_num() == 2 || omp_get_num_threads() < 3;
#pragma omp nothing
#pragma omp atomic
    cnt++;
  }
  long us = 0;
#pragma omp target map(tofrom: us) map(to: a)
  {
#pragma omp unroll partial(4)
    for (int i = 0; i < N; i++) us += a[i] * 2;
#pragma omp unroll full
    for (int k = 0; k < 4; k++) us += k;
  }
#pragma omp target teams distribute parallel for collapse(2) map(tofrom: t)
  for (int i = 0; i < 16; i++)
    for (int j = 0; j < 16; j++) t[i][j] += i * 16 + j;
#pragma omp target map(tofrom: t)
  {
#pragma omp tile sizes(4) /* two loops: refused */
    for (int i = 0; i < 16; i++)
      for (int j = 0; j < 16; j++) t[i][j] += 1;
  }
  long ts = 0;
  for (int i = 0; i < 16; i++) for (int j = 0; j < 16; j++) ts += t[i][j];
  int teams_ok = 0;
  long lsum = 0;
#pragma omp target teams num_teams(4) map(tofrom: teams_ok) reduction(+: lsum)
  {
    if (omp_get_team_num() == 0) teams_ok = omp_get_num_teams() >= 1 && omp_get_num_teams() <= 4;
#pragma omp distribute parallel for reduction(+: lsum)
    for (int i = 0; i < N; i++) lsum += i;
  }
  int as = 0;
#pragma omp target map(tofrom: as)
  {
    {
      for (int i = 0; i < N; i++) as += 1;
    }
  }
  printf("sum %d who %d cnt %d us %ld ts %ld teams_ok %d as %d\n", sum, who, cnt, us, ts, teams_ok, as);
  printf("lsum %ld\n", lsum);
  printf("PASS hunt_v51_forms\n");
  return 0;
}
