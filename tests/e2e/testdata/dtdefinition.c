/* Declare target variables declared before their definition: a tentative
 * definition (int g;), extern declarations (one of an array of unknown size)
 * first, the definition with its initializer after. The device copy must
 * start with the definition's values, as the host's does. */
#include <stdio.h>

#pragma omp declare target
int g1;
extern long g2;
extern int tbl[];
int g1 = 5;
long g2 = -7;
int tbl[4] = {10, 20, 30, 40};
#pragma omp end declare target

int main(void) {
  long r[3] = {0};
  int failures = 0;
#pragma omp target map(from: r)
  {
    r[0] = g1;
    r[1] = g2;
    r[2] = tbl[0] + tbl[3] + sizeof(tbl);
  }
  long want[3] = {g1, g2, tbl[0] + tbl[3] + sizeof(tbl)};
  for (int i = 0; i < 3; i++) {
    printf("r[%d] = %ld\n", i, r[i]);
    if (r[i] != want[i]) {
      printf("FAIL r[%d]: want %ld\n", i, want[i]);
      failures++;
    }
  }
  if (failures)
    return 1;
  printf("PASS dtdefinition\n");
  return 0;
}
