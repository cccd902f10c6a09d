/* A reduction over a section of an array on a loop nested in a construct
 * that reduces the whole array with the same operator, the loop being
 * all of that construct's region: target teams reduction(+: h) then
 * distribute parallel for reduction(+: h[1:6]) (in braces, and spelled
 * target, teams, distribute parallel for), max over a section under
 * teams reduction(max: m). The loop's contributions to the section's
 * elements reach the array once; the elements outside the section keep
 * their values. Checked against values computed on the host. */
#include <stdio.h>
#define N 60
int main(void) {
  int fails = 0, ok;
  int h[8] = {0, 0, 0, 0, 0, 0, 0, 0}, g[8] = {5, 5, 5, 5, 5, 5, 5, 5}, m[6] = {-1, -1, -1, -1, -1, -1};
  int want[8] = {0, 0, 0, 0, 0, 0, 0, 0};
  for (int i = 0; i < N; i++) want[1 + i % 6] += i;
#pragma omp target teams num_teams(2) reduction(+: h) map(tofrom: h)
  {
#pragma omp distribute parallel for reduction(+: h[1:6])
    for (int i = 0; i < N; i++) h[1 + i % 6] += i;
  }
  ok = 1;
  for (int k = 0; k < 8; k++) ok = ok && h[k] == want[k];
  printf("teams braces=%d (%d %d %d %d)\n", ok, h[0], h[1], h[6], h[7]);
  fails += !ok;
#pragma omp target map(tofrom: g)
#pragma omp teams num_teams(2) reduction(+: g)
#pragma omp distribute parallel for reduction(+: g[1:6])
  for (int i = 0; i < N; i++) g[1 + i % 6] += i;
  ok = 1;
  for (int k = 0; k < 8; k++) ok = ok && g[k] == 5 + want[k];
  printf("teams nested=%d (%d %d %d %d)\n", ok, g[0], g[1], g[6], g[7]);
  fails += !ok;
#pragma omp target teams num_teams(2) reduction(max: m) map(tofrom: m)
  {
#pragma omp distribute parallel for reduction(max: m[2:3])
    for (int i = 0; i < N; i++)
      if (m[2 + i % 3] < i * (i % 3 + 1)) m[2 + i % 3] = i * (i % 3 + 1);
  }
  ok = m[0] == -1 && m[1] == -1 && m[2] == 57 && m[3] == 116 && m[4] == 177 && m[5] == -1;
  printf("max=%d (%d %d %d %d %d %d)\n", ok, m[0], m[1], m[2], m[3], m[4], m[5]);
  fails += !ok;
  if (fails) {
    printf("FAIL teams_section_reduction\n");
    return 1;
  }
  printf("PASS teams_section_reduction\n");
  return 0;
}
