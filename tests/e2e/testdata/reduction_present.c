/* reduction_present: a reduction whose variable an enclosing target data
 * already maps. The device copy is the one reduced (combined with its
 * current device value); the enclosing map copies it back at its end. */
#include <stdio.h>

#define N 1000

int main(void) {
  int n = N, a[N], bad = 0;
  long sum = 7, want = 7;
  for (int i = 0; i < n; i++) {
    a[i] = i % 13 - 4;
    want += a[i];
  }
#pragma omp target data map(tofrom: a[0:n], sum)
  {
#pragma omp target parallel for reduction(+: sum)
    for (int i = 0; i < n; i++)
      sum += a[i];
    /* The host copy is untouched until the data region ends. */
    printf("inside: sum=%ld\n", sum);
    if (sum != 7) bad++;
#pragma omp target teams distribute parallel for reduction(+: sum)
    for (int i = 0; i < n; i++)
      sum += a[i];
  }
  printf("after: sum=%ld want=%ld\n", sum, 2 * want - 7);
  if (sum != 2 * want - 7) bad++;
  if (bad) {
    printf("FAIL reduction_present\n");
    return 1;
  }
  printf("PASS reduction_present\n");
  return 0;
}
