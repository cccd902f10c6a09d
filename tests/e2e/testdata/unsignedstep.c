/* Loops whose unsigned int variable counts down by a step of its own
 * type (u -= 3u, u = u - s): the step is a negative distance, never the
 * unsigned value -3u (a huge upward step, which gave no iterations). The
 * loops stop before the variable would wrap, so their sequential forms
 * (the host fallback) end too. */
#include <stdio.h>
int main(void) {
  int fails = 0;
  unsigned s = 3u;

  int c1 = 0; long s1 = 0;
#pragma omp target teams distribute parallel for reduction(+: c1, s1)
  for (unsigned u = 10u; u >= 3u; u -= 3u) { c1++; s1 += u; }
  printf("c1=%d s1=%ld\n", c1, s1);
  if (c1 != 3 || s1 != 21) fails++;

  int c2 = 0; long s2 = 0;
#pragma omp target parallel for reduction(+: c2, s2)
  for (unsigned u = 100u; u > 3u; u = u - s) { c2++; s2 += u; }
  printf("c2=%d s2=%ld\n", c2, s2);
  if (c2 != 33 || s2 != 1716) fails++;

  int a[40] = {0};
  unsigned last = 0;
#pragma omp target teams distribute parallel for lastprivate(last) map(tofrom: a, last)
  for (last = 39u; last >= 4u; last -= 4u) a[last] = (int)last;
  long s3 = 0;
  for (int i = 0; i < 40; i++) s3 += a[i];
  printf("s3=%ld last=%u\n", s3, last);
  if (s3 != 207 || last != 3u) fails++;

  int g[6][8] = {{0}};
#pragma omp target teams distribute parallel for collapse(2) map(tofrom: g)
  for (unsigned i = 5u; i >= 2u; i -= 2u)
    for (unsigned j = 7u; j >= 3u; j -= s) g[i][j] = (int)(i * 10u + j);
  long s4 = 0;
  for (int i = 0; i < 6; i++) for (int j = 0; j < 8; j++) s4 += g[i][j];
  printf("s4=%ld\n", s4);
  if (s4 != 182) fails++;

  int b[16] = {0};
#pragma omp target map(tofrom: b)
  {
    b[0] = 1;
#pragma omp parallel for
    for (unsigned u = 15u; u >= 2u; u -= 2u) b[u] = (int)u;
  }
  long s5 = 0;
  for (int i = 0; i < 16; i++) s5 += b[i];
  printf("s5=%ld\n", s5);
  if (s5 != 64) fails++;

  if (fails) {
    printf("FAIL unsignedstep %d\n", fails);
    return 1;
  }
  printf("PASS unsignedstep\n");
  return 0;
}
