/* Written by hand for tools/difftest -file (docs/difftest.md): a pointee
 * section of a pointer member of one element of a pointer member's
 * pointee (`m.cells[1].p[0:n]`, `mp->cells[0].p[0:n]`), on a target
 * construct, and entered, updated and exited beside the structs entered
 * first (tests/e2e/testdata/elemsections.c checks the same against the
 * host). The target constructs come last: clang-19 keeps the storage of
 * the pointer they pass through mapped (docs/difftest.md), so a later
 * enter data of the structs would stop its program. */
#include <omp.h>
#include <stdio.h>
#define N 8
typedef struct { int n; double *p; } V;
typedef struct { int nc; V *cells; } M;
int main(void) {
  int n = N;
  double d0[N], d1[N];
  for (int j = 0; j < N; j++) d0[j] = j, d1[j] = 10 + j;
  V cs[2] = {{N, d0}, {N, d1}};
  M m = {2, cs};
  M *mp = &m;
#pragma omp target enter data map(to: m, m.cells[0:2])
#pragma omp target enter data map(to: m.cells[1].p[0:n])
#pragma omp target
  for (int j = 0; j < N; j++) m.cells[1].p[j] = -j;
#pragma omp target update from(m.cells[1].p[0:4])
  printf("C %g %g\n", d1[3], d1[7]);
#pragma omp target exit data map(from: m.cells[1].p[0:n])
#pragma omp target exit data map(release: m, m.cells[0:2])
  printf("D %g %g %d\n", d1[3], d1[7], omp_target_is_present(&m, omp_get_default_device()));
#pragma omp target map(tofrom: m.cells[1].p[0:n])
  for (int j = 0; j < N; j++) m.cells[1].p[j] += 1;
  printf("A %g %g\n", d1[0], d0[0]);
#pragma omp target map(tofrom: mp->cells[0].p[0:n])
  for (int j = 0; j < N; j++) mp->cells[0].p[j] += 1;
  printf("B %g %g\n", d1[0], d0[0]);
  return 0;
}
