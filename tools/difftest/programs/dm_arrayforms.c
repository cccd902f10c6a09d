/* Written by hand for tools/difftest -file (docs/difftest.md): map of a row m[2], array-member elements, *p, members of one array-of-structs element. */
#include <stdio.h>
struct rec { int id; int arr[5]; double d; };
int main(void) {
  int m[4][5];
  for (int i = 0; i < 4; i++) for (int j = 0; j < 5; j++) m[i][j] = i * 5 + j;
  #pragma omp target map(tofrom: m[2])
  for (int j = 0; j < 5; j++) m[2][j] *= -1;
  for (int i = 0; i < 4; i++) printf("%d ", m[i][1]);
  printf("\n");
  struct rec r = {1, {1, 2, 3, 4, 5}, 0.5};
  #pragma omp target map(tofrom: r.arr[3], r.d)
  { r.arr[3] = 40; r.d = 8; }
  printf("%d %d %g\n", r.arr[3], r.arr[4], r.d);
  #pragma omp target map(tofrom: r.arr)
  for (int j = 0; j < 5; j++) r.arr[j] += 100;
  printf("%d %d\n", r.arr[0], r.id);
  int v = 3; int *pv = &v;
  #pragma omp target map(tofrom: *pv)
  { *pv = 33; }
  printf("v=%d\n", v);
  struct rec rs[3];
  for (int k = 0; k < 3; k++) { rs[k].id = k; rs[k].d = k; for (int j = 0; j < 5; j++) rs[k].arr[j] = k + j; }
  #pragma omp target map(tofrom: rs[1].arr[1:3], rs[1].id)
  { for (int j = 1; j < 4; j++) rs[1].arr[j] = 0; rs[1].id = 9; }
  printf("%d %d %d %d %d\n", rs[1].id, rs[1].arr[0], rs[1].arr[1], rs[1].arr[4], rs[2].arr[1]);
  #pragma omp target teams distribute parallel for map(tofrom: rs)
  for (int k = 0; k < 3; k++) rs[k].d = rs[k].arr[4] * 2.0;
  printf("%g %g %g\n", rs[0].d, rs[1].d, rs[2].d);
  return 0;
}
