/* Written by hand for tools/difftest -file (docs/difftest.md): default mappers nested through struct members, a named mapper of the header only, a mapper with an array member and a pointer member, arrays and sections of structs through a default mapper, mappers on enter, update and exit data. */
#include <omp.h>
#include <stdio.h>
#include <stdlib.h>
typedef struct { int len; double *data; } Vec;
typedef struct { int id; Vec a; Vec b; int tag[3]; } Pair;
#pragma omp declare mapper(Vec v) map(v.len, v.data[0:v.len])
#pragma omp declare mapper(Pair p) map(p.id, p.a, p.b, p.tag)
#pragma omp declare mapper(headonly: Vec v) map(v.len)
typedef struct { int n; int arr[4]; int *q; } Box;
#pragma omp declare mapper(arrm: Box b) map(b.arr[0:4], b.n) map(tofrom: b.q[0:b.n])
static Vec mk(int n, double base) {
  Vec v; v.len = n; v.data = malloc(n * sizeof(double));
  for (int i = 0; i < n; i++) v.data[i] = base + i;
  return v;
}
int main(void) {
  int dev = omp_get_default_device();
  Pair pr; pr.id = 3; pr.a = mk(4, 10); pr.b = mk(5, 20);
  for (int i = 0; i < 3; i++) pr.tag[i] = i;
  /* nested mapper: Pair's mapper maps a and b through Vec's mapper */
#pragma omp target map(tofrom: pr)
  {
    for (int i = 0; i < pr.a.len; i++) pr.a.data[i] *= 2;
    for (int i = 0; i < pr.b.len; i++) pr.b.data[i] += pr.id;
    pr.tag[1] = pr.a.len + pr.b.len;
    pr.id = 99;
  }
  printf("pr id=%d tag=%d %d %d\n", pr.id, pr.tag[0], pr.tag[1], pr.tag[2]);
  for (int i = 0; i < 4; i++) printf(" %g", pr.a.data[i]); printf("\n");
  for (int i = 0; i < 5; i++) printf(" %g", pr.b.data[i]); printf("\n");
  /* mapper on enter/exit data and update */
  Vec v = mk(6, 1);
#pragma omp target enter data map(to: v)
#pragma omp target
  for (int i = 0; i < v.len; i++) v.data[i] = v.data[i] * 10;
#pragma omp target update from(v)
  for (int i = 0; i < 6; i++) printf(" %g", v.data[i]); printf("\n");
  for (int i = 0; i < 6; i++) v.data[i] = -i;
#pragma omp target update to(v)
#pragma omp target map(present, tofrom: v)
  for (int i = 0; i < v.len; i++) v.data[i] += 0.5;
#pragma omp target exit data map(from: v)
  for (int i = 0; i < 6; i++) printf(" %g", v.data[i]); printf("\n");
  /* named mapper mapping only the header */
  Vec w = mk(3, 5);
#pragma omp target map(mapper(headonly), tofrom: w)
  { w.len = w.len + 1; }
  printf("w.len=%d\n", w.len);
  /* mapper with array member and pointer member */
  Box bx; bx.n = 3; bx.q = malloc(3 * sizeof(int));
  for (int i = 0; i < 4; i++) bx.arr[i] = i + 1;
  for (int i = 0; i < 3; i++) bx.q[i] = 7 * i;
#pragma omp target map(mapper(arrm), tofrom: bx)
  {
    for (int i = 0; i < 4; i++) bx.arr[i] *= 3;
    for (int i = 0; i < bx.n; i++) bx.q[i] += bx.arr[i];
  }
  printf("bx arr: %d %d %d %d q: %d %d %d\n", bx.arr[0], bx.arr[1], bx.arr[2], bx.arr[3], bx.q[0], bx.q[1], bx.q[2]);
  /* array of structs with default mapper */
  Vec vs[3];
  for (int k = 0; k < 3; k++) vs[k] = mk(k + 2, k * 100);
#pragma omp target map(tofrom: vs)
  for (int k = 0; k < 3; k++) for (int i = 0; i < vs[k].len; i++) vs[k].data[i] += k + 1;
  for (int k = 0; k < 3; k++) { printf("vs%d:", k); for (int i = 0; i < vs[k].len; i++) printf(" %g", vs[k].data[i]); printf("\n"); }
  /* section of structs with default mapper */
  Vec us[3];
  for (int k = 0; k < 3; k++) us[k] = mk(k + 1, k * 50);
#pragma omp target map(tofrom: us[1:2])
  for (int k = 1; k < 3; k++) us[k].data[0] = -5 * k;
  for (int k = 0; k < 3; k++) printf("us%d[0]=%g\n", k, us[k].data[0]);
  return 0;
}
