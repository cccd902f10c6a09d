/* Written by hand for tools/difftest -file (docs/difftest.md): a union member, a const struct used implicitly, a volatile firstprivate scalar */
#include <stdio.h>
typedef union { int i; float f; } U;
typedef struct { int tag; U val; int arr[2]; } T;
int main(void) {
  T t = {1, {.i = 5}, {7, 8}};
  #pragma omp target map(tofrom: t.val)
  { t.val.i *= 3; }
  #pragma omp target map(tofrom: t.tag, t.arr)
  { t.tag = t.arr[0] + t.arr[1]; t.arr[1] = 0; }
  const T ct = {2, {.i = 6}, {1, 1}};
  int r = 0;
  #pragma omp target map(from: r)
  { r = ct.tag + ct.val.i + ct.arr[1]; }
  volatile int vv = 4; int r2 = 0;
  #pragma omp target map(tofrom: r2) firstprivate(vv)
  { r2 = vv * 2; }
  printf("%d %d %d %d %d %d\n", t.val.i, t.tag, t.arr[1], r, r2, vv);
  return 0;
}
