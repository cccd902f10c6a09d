/* Written by hand for tools/difftest -file (docs/difftest.md): zero-length sections of null pointers (also a null pointer member) on constructs, data directives and update, and a null pointer the region tests. */
#include <omp.h>
#include <stdio.h>
#include <stdlib.h>
typedef struct { int n; double *opt; } Opt;
int main(void) {
  int *np = NULL;
  int n0 = 0, isnull = -1, isnull2 = -1, isnull3 = -1;
#pragma omp target map(tofrom: np[0:n0]) map(from: isnull)
  isnull = (np == NULL);
#pragma omp target map(from: isnull2)
  isnull2 = (np == NULL);
  Opt o = {0, NULL};
#pragma omp target map(to: o) map(tofrom: o.opt[0:o.n]) map(from: isnull3)
  isnull3 = (o.opt == NULL) + o.n;
  printf("null: %d %d %d\n", isnull, isnull2, isnull3);
#pragma omp target enter data map(to: np[0:0])
#pragma omp target exit data map(from: np[0:0])
#pragma omp target update to(np[0:n0])
  double *maybe = NULL;
  int m = 0;
  double acc = 0;
#pragma omp target teams distribute parallel for reduction(+: acc) map(to: maybe[0:m])
  for (int i = 0; i < 4; i++) acc += (maybe ? maybe[i] : 1.0);
  printf("acc=%g\n", acc);
  return 0;
}
