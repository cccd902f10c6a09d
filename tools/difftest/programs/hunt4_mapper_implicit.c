/* Written by hand for tools/difftest -file (docs/difftest.md): structs and arrays of structs that regions use without map clauses, mapped through their default mappers (a pointer member's pointee, members of different map-types), also on a combined construct. */
#include <omp.h>
#include <stdio.h>
#include <stdlib.h>
typedef struct { int len; double *data; } Vec;
#pragma omp declare mapper(Vec v) map(v.len, v.data[0:v.len])
typedef struct { int a; int b; } Two;
#pragma omp declare mapper(Two t) map(to: t.a) map(tofrom: t.b)
int main(void) {
  Vec v; v.len = 4; v.data = malloc(4 * sizeof(double));
  for (int i = 0; i < 4; i++) v.data[i] = i;
  /* v is mapped implicitly, through its default mapper */
#pragma omp target
  for (int i = 0; i < v.len; i++) v.data[i] += 10;
  printf("v:"); for (int i = 0; i < 4; i++) printf(" %g", v.data[i]); printf("\n");
  Two t = {1, 2};
#pragma omp target
  { t.a += 100; t.b += t.a; }
  printf("t: %d %d\n", t.a, t.b);
  /* on a combined construct */
  Vec w; w.len = 6; w.data = malloc(6 * sizeof(double));
  for (int i = 0; i < 6; i++) w.data[i] = 1;
#pragma omp target teams distribute parallel for
  for (int i = 0; i < 6; i++) w.data[i] = i * w.len;
  printf("w:"); for (int i = 0; i < 6; i++) printf(" %g", w.data[i]); printf("\n");
  /* an array of such structs, implicit */
  Two ts[3] = {{1, 1}, {2, 2}, {3, 3}};
#pragma omp target
  for (int k = 0; k < 3; k++) { ts[k].a = -1; ts[k].b *= 10; }
  printf("ts: %d %d %d %d %d %d\n", ts[0].a, ts[0].b, ts[1].a, ts[1].b, ts[2].a, ts[2].b);
  return 0;
}
