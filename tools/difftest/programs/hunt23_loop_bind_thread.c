/* Differential program (against clang-19): loop constructs with bind(thread) in teams regions, distribute bodies and as all of target regions. */
#include <stdio.h>
#include <omp.h>
int main(void) {
  int s = 0, per[4] = {0, 0, 0, 0}, q[8], w = 0;
#pragma omp target teams num_teams(1) map(tofrom: per)
  {
    int acc = 0;
#pragma omp loop bind(thread)
    for (int i = 0; i < 10; i++) acc += i;
    per[omp_get_team_num()] = acc + omp_get_team_num();
  }
#pragma omp target teams num_teams(1) map(tofrom: s)
  {
#pragma omp loop bind(thread) reduction(+: s)
    for (int i = 0; i < 5; i++) s += 1;
  }
#pragma omp target teams distribute num_teams(2) map(from: q)
  for (int i = 0; i < 8; i++) {
    int t = 0;
#pragma omp loop bind(thread)
    for (int k = 0; k <= i; k++) t += k;
    q[i] = t;
  }
#pragma omp target map(tofrom: w)
#pragma omp loop bind(thread) reduction(+: w)
  for (int i = 0; i < 7; i++) w += i;
  int z[6];
#pragma omp target parallel num_threads(2) map(from: z)
#pragma omp loop bind(thread)
  for (int i = 0; i < 6; i++) z[i] = i * 3;
  printf("per %d %d %d %d s=%d q7=%d w=%d z5=%d\n", per[0], per[1], per[2], per[3], s, q[7], w, z[5]);
  return 0;
}
