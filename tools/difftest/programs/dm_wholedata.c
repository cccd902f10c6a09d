/* Written by hand for tools/difftest -file (docs/difftest.md): a struct
 * mapped whole beside members of it on target data and enter/exit data
 * (the whole struct's map-type covers every byte, the listed members
 * too) and beside its pointer member's pointee section
 * (tests/e2e/testdata/elemsections.c checks the same against the host). */
#include <omp.h>
#include <stdio.h>
#define N 8
typedef struct { int n; double a[N]; double *p; } S;
int main(void) {
  double pv[N]; S t; int n = N;
  t.p = pv;
  for (int j = 0; j < N; j++) t.a[j] = j, pv[j] = j;
  t.n = 1;
#pragma omp target data map(tofrom: t) map(to: t.n, t.a[1:2])
  {
#pragma omp target
    { t.n = 9; for (int j = 0; j < N; j++) t.a[j] += 10; }
  }
  printf("l %d %g %g\n", t.n, t.a[1], t.a[5]);
#pragma omp target enter data map(to: t) map(to: t.a[0:2], t.p[0:n])
#pragma omp target
  { t.n = 4; for (int j = 0; j < N; j++) { t.a[j] = -j; t.p[j] = 2 * j; } }
#pragma omp target exit data map(from: t) map(release: t.a[0:2]) map(from: t.p[0:n])
  printf("m %d %g %g %g %d %d\n", t.n, t.a[1], t.a[6], pv[3], t.p == pv, omp_target_is_present(&t, 0));
  return 0;
}
