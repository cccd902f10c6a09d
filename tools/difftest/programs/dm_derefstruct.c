/* Written by hand for tools/difftest -file (docs/difftest.md): *ps of a pointer to a struct with a pointer member, in maps, updates and exit data. */
#include <stdio.h>
#include <stdlib.h>
struct buf { int n; int *p; };
int main(void) {
  struct buf s; s.n = 6; s.p = malloc(6 * sizeof(int));
  for (int i = 0; i < 6; i++) s.p[i] = i;
  struct buf *ps = &s;
  #pragma omp target map(to: *ps) map(tofrom: ps->p[0:6])
  for (int i = 0; i < ps->n; i++) ps->p[i] += 5;
  printf("%d %d\n", s.p[0], s.p[5]);
  #pragma omp target enter data map(to: *ps)
  #pragma omp target enter data map(to: ps->p[0:6])
  #pragma omp target
  for (int i = 0; i < ps->n; i++) ps->p[i] *= 2;
  #pragma omp target update from(*ps)
  printf("n=%d same=%d\n", s.n, s.p != NULL);
  #pragma omp target exit data map(from: ps->p[0:6])
  #pragma omp target exit data map(release: *ps)
  printf("%d %d\n", s.p[0], s.p[5]);
  free(s.p);
  return 0;
}
