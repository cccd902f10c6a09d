/* Enumerators in loop bounds and steps: the device source does not define
 * the unit's enumerations, so the lowered loops use their values. */
#include <stdio.h>
enum { R = 6, C = 5, STEP = 2 };
int main(void) {
  int g[R][C]; long s = 0;
#pragma omp target teams distribute parallel for collapse(2) map(from: g)
  for (int i = 0; i < R; i++)
    for (int j = 0; j < C; j++) g[i][j] = i * C + j;
#pragma omp target teams distribute parallel for reduction(+: s) map(to: g)
  for (int k = R * C - 1; k >= 0; k -= STEP) s += g[k / C][k % C];
  printf("%d %ld\n", g[R - 1][C - 1], s);
  int ok = g[R - 1][C - 1] == 29 && s == 225;
  printf("%s enumbounds\n", ok ? "PASS" : "FAIL");
  return ok ? 0 : 1;
}
