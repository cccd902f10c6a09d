/* Written by hand for tools/difftest -file (docs/difftest.md): defaultmap variants: tofrom/to/from/present/firstprivate/none/default by category. */
#include <stdio.h>
#include <stdlib.h>
int main(void) {
  int a[6] = {1, 2, 3, 4, 5, 6}; int s = 1; double d = 2; int *p = malloc(6 * sizeof(int));
  for (int i = 0; i < 6; i++) p[i] = 10 * i;
  #pragma omp target defaultmap(tofrom: scalar) defaultmap(to: aggregate)
  { s += a[5]; d *= 2; a[0] = 99; }
  printf("s=%d d=%g a0=%d\n", s, d, a[0]);
  #pragma omp target defaultmap(none) map(tofrom: a) firstprivate(s) map(tofrom: d)
  { a[1] = s; d = s + 0.5; }
  printf("a1=%d d=%g\n", a[1], d);
  #pragma omp target enter data map(to: p[0:6])
  #pragma omp target defaultmap(default: pointer) map(from: s)
  { s = p[3]; p[3] = -1; }
  #pragma omp target exit data map(from: p[0:6])
  printf("s=%d p3=%d\n", s, p[3]);
  #pragma omp target defaultmap(firstprivate: scalar) defaultmap(tofrom: aggregate)
  { s = 5; a[2] = 5; }
  printf("s=%d a2=%d\n", s, a[2]);
  #pragma omp target enter data map(to: a)
  a[3] = -4;
  #pragma omp target defaultmap(present: aggregate) map(from: s)
  { s = a[3]; a[4] = 0; }
  printf("s=%d a4=%d\n", s, a[4]);
  #pragma omp target exit data map(from: a)
  printf("a3=%d a4=%d\n", a[3], a[4]);
  #pragma omp target defaultmap(from: aggregate)
  { a[5] = 66; }
  printf("a5=%d\n", a[5]);
  free(p);
  return 0;
}
