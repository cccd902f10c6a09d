/* Written by hand for tools/difftest -file (docs/difftest.md): lastprivate, linear and private arrays of declare target globals on constructs nested in target regions. */
#include <omp.h>
#include <stdio.h>
int s = 0, l = -1, lin = 0, cp = 0, arr[4] = {1, 2, 3, 4};
#pragma omp declare target to(s, l, lin, cp, arr)
int out[8];
#pragma omp declare target to(out)
int main(void) {
#pragma omp target
#pragma omp teams num_teams(2)
#pragma omp distribute parallel for lastprivate(l)
  for (int i = 0; i < 16; i++) l = i;
#pragma omp target
#pragma omp parallel for linear(lin: 2) num_threads(2)
  for (int i = 0; i < 8; i++) out[i] = lin;
#pragma omp target
#pragma omp parallel for private(arr) num_threads(2)
  for (int i = 0; i < 8; i++) { arr[0] = i; out[i] = arr[0] * 3; }
#pragma omp target update from(s, l, lin, cp, arr, out)
  printf("%d %d %d %d %d | %d %d\n", s, l, lin, cp, arr[0], out[1], out[7]);
  return 0;
}
