/* Loops over an unsigned index counting up to a literal 0u, which run no
 * iteration: gcc, which compiles the host output, folds the test `i < 0u`
 * to false and refuses it as a loop construct's ("invalid controlling
 * predicate"), which clang-19 takes. The host fallbacks and the host's
 * own loop constructs run such loops over normalized counters. */
#include <stdio.h>

int main(void) {
  int a[8] = {0}, fails = 0;
  long r = 5;
#pragma omp target teams distribute parallel for reduction(+: r) map(tofrom: a)
  for (unsigned i = 0u; i < 0u; i++) {
    a[i] = 1;
    r += 1;
  }
#pragma omp target map(tofrom: a)
  {
#pragma omp parallel for num_threads(2)
    for (unsigned i = 0u; i < 0u; i++)
      a[i] = 2;
    a[3] = 3;
  }
  int host = 0;
#pragma omp parallel for reduction(+: host)
  for (unsigned k = 0; k < 0u; k += 2)
    host += 1;
  for (int i = 0; i < 8; i++)
    if (a[i] != (i == 3 ? 3 : 0)) {
      printf("FAIL a[%d] = %d\n", i, a[i]);
      fails++;
    }
  if (r != 5 || host != 0) {
    printf("FAIL r %ld host %d\n", r, host);
    fails++;
  }
  if (fails)
    return 1;
  printf("PASS unsigned_zero_trip\n");
  return 0;
}
