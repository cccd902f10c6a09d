/* declare variant in a program with target regions: the host compiler
 * selects the variant in host parallel regions (construct={parallel}),
 * the base function elsewhere, and target regions call other functions.
 * Each variant adds its own mark, so the chosen one shows in the sums. */
#include <stdio.h>

int tagged_par(int x);
#pragma omp declare variant(tagged_par) match(construct = {parallel})
int tagged(int x) { return x * 10 + 1; }
int tagged_par(int x) { return x * 10 + 2; }

int twice(int v) { return 2 * v; }

int main(void) {
  int failures = 0;
  int seq = 0, par = 0;
  for (int i = 0; i < 8; i++)
    seq += tagged(i) % 10;
#pragma omp parallel for reduction(+: par)
  for (int i = 0; i < 8; i++)
    par += tagged(i) % 10;
  printf("base=%d variant=%d\n", seq, par);
  failures += seq != 8 || par != 16;

  int out[16];
#pragma omp target teams distribute parallel for map(from: out)
  for (int i = 0; i < 16; i++)
    out[i] = twice(i);
  int bad = 0;
  for (int i = 0; i < 16; i++)
    bad += out[i] != 2 * i;
  printf("target: bad=%d\n", bad);
  failures += bad != 0;

  if (failures)
    return 1;
  printf("PASS declarevariant\n");
  return 0;
}
