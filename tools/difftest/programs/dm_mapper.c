/* Written by hand for tools/difftest -file (docs/difftest.md): default and named declare mappers with pointer members in target data, updates through mappers, arrays of structs (the mappers list members, not the struct itself: docs/difftest.md). */
#include <stdio.h>
#include <stdlib.h>
typedef struct { int len; double *data; int tag; } arr_t;
#pragma omp declare mapper(arr_t a) map(a.len, a.tag, a.data[0:a.len])
#pragma omp declare mapper(head: arr_t a) map(to: a.len) map(tofrom: a.data[0:2])
int main(void) {
  arr_t v; v.len = 8; v.tag = 1; v.data = malloc(8 * sizeof(double));
  for (int i = 0; i < 8; i++) v.data[i] = i;
  #pragma omp target data map(tofrom: v)
  {
    #pragma omp target
    for (int i = 0; i < v.len; i++) v.data[i] *= 3;
    printf("in %g %g\n", v.data[1], v.data[7]);
    #pragma omp target update from(v)
    printf("upd %g %g tag=%d\n", v.data[1], v.data[7], v.tag);
    v.data[0] = 100;
    #pragma omp target update to(mapper(head): v)
    #pragma omp target map(tofrom: v.tag)
    { v.tag = (int)v.data[0] + (int)v.data[2]; }
    printf("tag=%d\n", v.tag);
  }
  printf("%g %g %g tag=%d\n", v.data[0], v.data[2], v.data[7], v.tag);
  arr_t w[3];
  for (int k = 0; k < 3; k++) { w[k].len = 2 + k; w[k].tag = k; w[k].data = calloc(4, sizeof(double)); }
  #pragma omp target map(tofrom: w)
  for (int k = 0; k < 3; k++) for (int i = 0; i < w[k].len; i++) w[k].data[i] = k * 10 + i + 1;
  for (int k = 0; k < 3; k++) printf("%g %g %g %g\n", w[k].data[0], w[k].data[1], w[k].data[2], w[k].data[3]);
  return 0;
}
