/* Loop tests that compare a signed index with an unsigned bound (or an
 * unsigned index with a signed one) compare in the type C's usual
 * arithmetic conversions give: -5 < 10u is false, so such a loop runs
 * as its sequential form does, from wherever the converted values say. */
#include <stdio.h>
#include <limits.h>
int main(void) {
  int fails = 0;
  unsigned un = 10u, big = UINT_MAX;
  long neg = -5;
  int ni = -3;

  int c0 = 0;
#pragma omp target teams distribute parallel for reduction(+: c0)
  for (int i = -5; i < un; i++) c0++;
  int c1 = 0;
#pragma omp target parallel for reduction(+: c1)
  for (int i = -5; i <= 3u; i++) c1++;
  int c2 = 0;
#pragma omp target teams distribute parallel for reduction(+: c2)
  for (unsigned u = 0; u < neg; u++) c2++;
  int c3 = 0;
#pragma omp target teams distribute parallel for reduction(+: c3)
  for (unsigned u = 4; u > ni; u--) c3++;
  /* Negative values convert to huge ones: from -4 up to UINT_MAX - 1
   * as unsigned, so the iterations -4..-2. */
  int c4 = 0; long s4 = 0;
#pragma omp target teams distribute parallel for reduction(+: c4, s4)
  for (int i = -4; i < big; i++) { c4++; s4 += i; }
  /* A non-negative start compares as the signed loop would. */
  int c5 = 0; long s5 = 0;
#pragma omp target teams distribute parallel for reduction(+: c5, s5)
  for (int i = 2; i < un; i += 3) { c5++; s5 += i; }
  int a[12] = {0};
#pragma omp target map(tofrom: a)
  {
    a[11] = 1;
#pragma omp parallel for
    for (int i = -1; i < un; i++) a[i + 1] = 5;
  }
  int s6 = 0;
  for (int i = 0; i < 12; i++) s6 += a[i];
  printf("%d %d %d %d %d %ld %d %ld %d\n", c0, c1, c2, c3, c4, s4, c5, s5, s6);
  if (c0 != 0 || c1 != 0 || c2 != 0 || c3 != 0 || c4 != 3 || s4 != -9 || c5 != 3 || s5 != 15 || s6 != 1)
    fails++;
  if (fails) {
    printf("FAIL mixedcompare\n");
    return 1;
  }
  printf("PASS mixedcompare\n");
  return 0;
}
