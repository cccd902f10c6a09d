/* Written by hand for tools/difftest -file (docs/difftest.md): defaultmap(default: pointer), defaultmap(alloc: ...) of present aggregates and scalars. */
#include <stdio.h>
#include <stdlib.h>
int main(void) {
  int *p = malloc(4 * sizeof(int));
  for (int i = 0; i < 4; i++) p[i] = i;
  int a[4] = {1, 2, 3, 4}, r = 0;
  #pragma omp target enter data map(to: p[0:4])
  #pragma omp target defaultmap(default: pointer) map(from: r)
  { r = p[3]; p[3] = 30; }
  printf("r=%d p3=%d\n", r, p[3]);
  #pragma omp target enter data map(to: a)
  a[0] = -1;
  #pragma omp target defaultmap(alloc: aggregate) map(from: r)
  { r = a[0]; a[1] = 20; }
  printf("r=%d a1=%d\n", r, a[1]);
  #pragma omp target defaultmap(tofrom: aggregate) map(from: r)
  { r = a[1]; }
  printf("r=%d\n", r);
  #pragma omp target exit data map(from: a, p[0:4])
  printf("a=%d %d p3=%d\n", a[0], a[1], p[3]);
  int s = 3;
  #pragma omp target data map(to: s)
  {
    s = 4;
    #pragma omp target defaultmap(alloc: scalar) map(from: r)
    { r = s; s = 9; }
    printf("r=%d s=%d\n", r, s);
  }
  free(p);
  return 0;
}
