/* Written by hand for tools/difftest -file (docs/difftest.md): defaultmap with every behaviour and category clang-19 computes as OpenMP says, structs passed by value and by pointer to functions holding regions, private and firstprivate arrays and structs. */
#include <omp.h>
#include <stdio.h>
#include <stdlib.h>
typedef struct { int n; double v[3]; } S;
static void by_value(S s, int k, int *out) {
#pragma omp target map(from: out[0:2])
  { s.n += k; out[0] = s.n; out[1] = (int)s.v[2]; }
  printf("by_value host s.n=%d out=%d %d\n", s.n, out[0], out[1]);
}
static void by_ptr(S *s, int k) {
#pragma omp target map(tofrom: s[0:1])
  { s->n += k; s->v[0] = k; }
}
int main(void) {
  int x = 1, y = 2;
  double d = 0.5;
  int arr[4] = {1, 2, 3, 4};
  S s = {3, {1, 2, 3}};
  int *p = malloc(4 * sizeof(int));
  for (int i = 0; i < 4; i++) p[i] = 10 * i;
#pragma omp target defaultmap(tofrom: scalar)
  { x += 10; y *= 3; d *= 4; }
  printf("1: x=%d y=%d d=%g\n", x, y, d);
#pragma omp target defaultmap(firstprivate: aggregate)
  { arr[0] = 100; s.n = 100; x = arr[1] + s.n; }
  printf("2: arr0=%d s.n=%d x=%d\n", arr[0], s.n, x);
#pragma omp target defaultmap(to: aggregate) defaultmap(from: scalar)
  { arr[1] = 200; x = arr[2] + (int)s.v[1]; }
  printf("3: arr1=%d x=%d\n", arr[1], x);
#pragma omp target defaultmap(alloc: aggregate) map(to: arr)
  { arr[3] = 400; s.v[0] = 9; }
  printf("4: arr3=%d\n", arr[3]);
#pragma omp target enter data map(to: p[0:4])
#pragma omp target defaultmap(default: pointer)
  { p[1] = -1; }
#pragma omp target exit data map(from: p[0:4])
  printf("5: p=%d %d %d %d\n", p[0], p[1], p[2], p[3]);
#pragma omp target enter data map(to: s)
#pragma omp target defaultmap(present: aggregate)
  { s.n = 88; }
#pragma omp target exit data map(from: s)
  printf("6: x=%d s.n=%d\n", x, s.n);
#pragma omp target defaultmap(none: scalar) map(tofrom: y) firstprivate(x)
  { y = x + 1; }
  printf("7: y=%d\n", y);
#pragma omp target defaultmap(none) map(tofrom: y, arr) firstprivate(d) is_device_ptr(p) if(0)
  { y = arr[0] + (int)d; }
  printf("8: y=%d\n", y);
  int out[2];
  by_value(s, 5, out);
  printf("9: s.n=%d\n", s.n);
  by_ptr(&s, 7);
  printf("10: s.n=%d v0=%g\n", s.n, s.v[0]);
  /* private and firstprivate of arrays and structs */
  int acc[4] = {0, 0, 0, 0};
#pragma omp target private(arr) firstprivate(s) map(tofrom: acc)
  { for (int i = 0; i < 4; i++) arr[i] = i * i; s.n += 1000; for (int i = 0; i < 4; i++) acc[i] = arr[i] + s.n; }
  printf("11: acc=%d %d %d %d arr0=%d s.n=%d\n", acc[0], acc[1], acc[2], acc[3], arr[0], s.n);
  free(p);
  return 0;
}
