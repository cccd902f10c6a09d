/* Written by hand for tools/difftest -file (docs/difftest.md): reductions into declare target globals on constructs nested in target regions (parallel for, teams with distribute parallel for, generic regions) and on combined constructs. */
#include <stdio.h>
int x = 1000, y = 0, z = 0, w = 0, v = 0;
#pragma omp declare target to(x, y, z, w, v)
int main(void) {
#pragma omp target
  {
#pragma omp parallel for reduction(+: x) num_threads(2)
    for (int q = 0; q < 10; q++) x += q;
  }
#pragma omp target
#pragma omp parallel for reduction(+: y) num_threads(2)
  for (int q = 0; q < 10; q++) y += q;
#pragma omp target parallel for reduction(+: z) num_threads(2)
  for (int q = 0; q < 10; q++) z += q;
#pragma omp target teams distribute parallel for reduction(+: w) num_teams(2)
  for (int q = 0; q < 10; q++) w += q;
#pragma omp target
  {
    v = 1;
#pragma omp parallel num_threads(2) reduction(+: v)
    v += 1;
  }
  printf("host: %d %d %d %d %d\n", x, y, z, w, v);
#pragma omp target update from(x, y, z, w, v)
  printf("dev: %d %d %d %d %d\n", x, y, z, w, v >= 2);
  return 0;
}
