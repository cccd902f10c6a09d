/* loop constructs with bind(thread) in the regions of target constructs:
 * every thread that meets one runs all its iterations, in a parallel
 * region, in a teams region, in a distribute loop's body and as all of
 * a target region. */
#include <stdio.h>
#include <omp.h>

int main(void) {
  int tot = 0, n = 0, d[16], acc0 = -1, s = 0, q[8], w = 0, z[6];
#pragma omp target parallel map(tofrom: tot, n) num_threads(4)
  {
    int mine = 0;
#pragma omp loop bind(thread)
    for (int i = 0; i < 16; i++) mine += i;
#pragma omp atomic
    tot += mine;
#pragma omp atomic
    n++;
  }
#pragma omp target map(from: d)
  {
#pragma omp parallel num_threads(3)
#pragma omp loop bind(thread)
    for (int i = 0; i < 16; i++) d[i] = 2 * i;
  }
#pragma omp target teams num_teams(1) map(tofrom: acc0)
  {
    int acc = 0;
#pragma omp loop bind(thread)
    for (int i = 0; i < 10; i++) acc += i;
    acc0 = acc + omp_get_team_num();
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
#pragma omp target parallel num_threads(2) map(from: z)
#pragma omp loop bind(thread)
  for (int i = 0; i < 6; i++) z[i] = i * 3;
  printf("tot %d n %d d15 %d acc %d s %d q7 %d w %d z5 %d\n", tot, n, d[15], acc0, s, q[7], w, z[5]);
  int ok = tot == 480 && n == 4 && d[15] == 30 && acc0 == 45 && s == 5 && q[7] == 28 && w == 21 && z[5] == 15;
  printf("%s loop_bind_thread_nested\n", ok ? "PASS" : "FAIL");
  return !ok;
}
