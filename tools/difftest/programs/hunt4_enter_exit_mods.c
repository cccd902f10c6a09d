/* Written by hand for tools/difftest -file (docs/difftest.md): enter and exit data with close, always, present, delete and release (reference counts 1, 2 and 3), several items with scalars, if and device clauses. */
#include <omp.h>
#include <stdio.h>
#include <stdlib.h>
#define N 8
int g[N];
static void show(const char *tag, int *v) {
  printf("%s:", tag); for (int i = 0; i < N; i++) printf(" %d", v[i]); printf("\n");
}
int main(void) {
  int dev = omp_get_default_device();
  int *h = malloc(N * sizeof(int));
  for (int i = 0; i < N; i++) { h[i] = i; g[i] = 10 * i; }
  /* close modifier, counts 1 -> 2 */
#pragma omp target enter data map(close, to: h[0:N])
#pragma omp target enter data map(to: h[0:N])
  for (int i = 0; i < N; i++) h[i] = -1;
  /* always to refreshes even though present */
#pragma omp target enter data map(always, to: h[2:3])
#pragma omp target
  for (int i = 0; i < N; i++) h[i] += 100;
  /* from at count 2 -> 1: no copy */
#pragma omp target exit data map(from: h[0:N])
  show("h1", h);
  printf("present %d\n", omp_target_is_present(h, dev));
  /* always from at count 1 -> 0 copies */
#pragma omp target exit data map(always, from: h[0:4])
  show("h2", h);
  printf("present %d %d\n", omp_target_is_present(h, dev), omp_target_is_present(h + 5, dev));
  /* enter with present modifier on a present array */
#pragma omp target enter data map(to: g)
#pragma omp target enter data map(present, alloc: g)
  for (int i = 0; i < N; i++) g[i] = 7;
#pragma omp target
  for (int i = 0; i < N; i++) g[i] *= 3;
  /* always, delete? delete whatever the count */
#pragma omp target exit data map(always, from: g[1:2])
  show("g1", g);
#pragma omp target exit data map(delete: g)
  printf("g present %d\n", omp_target_is_present(g, dev));
  /* release on something not present is fine */
#pragma omp target exit data map(release: g)
  printf("g present %d\n", omp_target_is_present(g, dev));
  /* enter data with several items and a scalar */
  int s = 5; double d = 2.5;
#pragma omp target enter data map(to: s, d) map(alloc: h[0:N])
#pragma omp target map(from: h[0:N])
  for (int i = 0; i < N; i++) h[i] = s * i + (int)d;
  s = 0; d = 0;
#pragma omp target
  { s += 1; d *= 2; }
#pragma omp target exit data map(from: s) map(release: d) map(delete: h[0:N])
  printf("s=%d d=%g\n", s, d);
  show("h3", h);
  printf("present s=%d d=%d h=%d\n", omp_target_is_present(&s, dev), omp_target_is_present(&d, dev), omp_target_is_present(h, dev));
  /* if clause */
  int c = 0;
#pragma omp target enter data map(to: h[0:N]) if(c)
  printf("if(0) present %d\n", omp_target_is_present(h, dev));
  c = 1;
#pragma omp target enter data map(to: h[0:N]) if(c) device(dev)
  printf("if(1) present %d\n", omp_target_is_present(h, dev));
#pragma omp target exit data map(delete: h[0:N]) device(dev)
  free(h);
  return 0;
}
