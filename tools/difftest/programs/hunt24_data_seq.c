/* Differential program (against clang-19): reference counts through enter/exit data with always, release, delete and present; target update of rows and sections and of struct members; nested declare mappers over arrays of structs with pointer members. (Strided and partial-inner-dimension updates, where clang-19 is wrong, are left out.) */
#include <omp.h>
#include <stdio.h>
#include <stdlib.h>

typedef struct { int id; double w[4]; int *vals; int nv; } Item;
typedef struct { int n; Item *items; double scale; } Bag;
#pragma omp declare mapper(Item it) map(it.id, it.w) map(it.vals[0:it.nv])
#pragma omp declare mapper(bagm: Bag b) map(b.n, b.scale) map(b.items[0:b.n])

int present(void *p) { return omp_target_is_present(p, omp_get_default_device()); }

int main(void) {
  int dev = omp_get_default_device();
  /* reference counts through enter/exit data with always, release, delete */
  int x[16];
  for (int i = 0; i < 16; i++) x[i] = i;
#pragma omp target enter data map(to: x)
#pragma omp target enter data map(to: x)
  for (int i = 0; i < 16; i++) x[i] = 100 + i;
#pragma omp target enter data map(to: x)          /* no copy: already present */
#pragma omp target map(tofrom: x)
  for (int i = 0; i < 16; i++) x[i] += 1;
  printf("A x0 %d x15 %d\n", x[0], x[15]);       /* host unchanged: 100, 115 */
#pragma omp target enter data map(always, to: x)  /* refcount 4, copies */
#pragma omp target map(present, tofrom: x)
  for (int i = 0; i < 16; i++) x[i] *= 2;
#pragma omp target exit data map(release: x)
#pragma omp target exit data map(from: x)         /* refcount 2: no copy */
  printf("B x0 %d present %d\n", x[0], present(x));
#pragma omp target exit data map(always, from: x) /* refcount 1, copies */
  printf("C x0 %d x15 %d present %d\n", x[0], x[15], present(x));
#pragma omp target exit data map(delete: x)
  printf("D present %d\n", present(x));

  /* strided target update and struct members */
  double g[8][10];
  for (int i = 0; i < 8; i++) for (int j = 0; j < 10; j++) g[i][j] = i * 10 + j;
#pragma omp target data map(tofrom: g)
  {
#pragma omp target
    for (int i = 0; i < 8; i++) for (int j = 0; j < 10; j++) g[i][j] = -g[i][j];
#pragma omp target update from(g[1:3][0:10])
    double s = 0;
    for (int i = 0; i < 8; i++) for (int j = 0; j < 10; j++) s += g[i][j] * (i + 1) * (j + 2);
    printf("E s %.1f\n", s);
    for (int i = 0; i < 8; i++) for (int j = 0; j < 10; j++) g[i][j] = 1000 + i;
#pragma omp target update to(g[5:2][0:10])
  }
  double s2 = 0;
  for (int i = 0; i < 8; i++) for (int j = 0; j < 10; j++) s2 += g[i][j] * (i + 1) * (j + 2);
  printf("F s2 %.1f\n", s2);

  int st[20];
  for (int i = 0; i < 20; i++) st[i] = i;
#pragma omp target enter data map(to: st)
#pragma omp target
  for (int i = 0; i < 20; i++) st[i] = st[i] * 3;
#pragma omp target update from(st[1:6])
  int ss = 0; for (int i = 0; i < 20; i++) ss += st[i] * (i + 1);
  printf("G ss %d st1 %d st4 %d st16 %d st17 %d\n", ss, st[1], st[4], st[16], st[17]);
  for (int i = 0; i < 20; i++) st[i] = 7;
#pragma omp target update to(st[0:10])
#pragma omp target exit data map(from: st)
  ss = 0; for (int i = 0; i < 20; i++) ss += st[i] * (i + 1);
  printf("H ss %d\n", ss);

  /* struct members updates */
  struct { int a; double b[5]; int c; } S = {1, {1, 2, 3, 4, 5}, 3};
#pragma omp target enter data map(to: S)
#pragma omp target
  { S.a = 11; S.b[2] = 33; S.c = 13; S.b[4] = 55; }
#pragma omp target update from(S.a, S.b[1:2])
  printf("I %d %.0f %.0f %.0f %d\n", S.a, S.b[2], S.b[4], S.b[1], S.c);
  S.c = 99;
#pragma omp target update to(S.c)
#pragma omp target map(from: ss)
  ss = S.c + S.a;
#pragma omp target exit data map(delete: S)
  printf("J %d\n", ss);

  /* nested mappers over an array of structs */
  Bag bag; bag.n = 3; bag.scale = 2.0;
  bag.items = malloc(3 * sizeof(Item));
  for (int k = 0; k < 3; k++) {
    bag.items[k].id = k; bag.items[k].nv = k + 2;
    bag.items[k].vals = malloc((k + 2) * sizeof(int));
    for (int j = 0; j < k + 2; j++) bag.items[k].vals[j] = 10 * k + j;
    for (int j = 0; j < 4; j++) bag.items[k].w[j] = j + k;
  }
#pragma omp target map(mapper(bagm), tofrom: bag)
  for (int k = 0; k < bag.n; k++) {
    for (int j = 0; j < bag.items[k].nv; j++) bag.items[k].vals[j] *= (int)bag.scale;
    bag.items[k].w[k] += bag.items[k].id;
  }
  long tot = 0;
  for (int k = 0; k < 3; k++) { for (int j = 0; j < k + 2; j++) tot += bag.items[k].vals[j] * (j + 1); tot += (long)(bag.items[k].w[k] * 10); }
  printf("K tot %ld\n", tot);
  Item arr[4];
  int store[4][3];
  for (int k = 0; k < 4; k++) { arr[k].id = k; arr[k].nv = 3; arr[k].vals = store[k]; for (int j = 0; j < 3; j++) store[k][j] = k + j; for (int j = 0; j < 4; j++) arr[k].w[j] = 0; }
#pragma omp target teams distribute parallel for map(tofrom: arr[1:2])
  for (int k = 1; k < 3; k++) { for (int j = 0; j < 3; j++) arr[k].vals[j] += 100; arr[k].w[0] = arr[k].id * 1.5; }
  tot = 0;
  for (int k = 0; k < 4; k++) { for (int j = 0; j < 3; j++) tot += store[k][j] * (j + 1) * (k + 1); tot += (long)(arr[k].w[0] * 2); }
  printf("L tot %ld\n", tot);
#pragma omp target enter data map(to: arr)
  for (int k = 0; k < 4; k++) store[k][0] = -1;
#pragma omp target update from(arr[2:2])
  tot = 0;
  for (int k = 0; k < 4; k++) for (int j = 0; j < 3; j++) tot += store[k][j] * (j + 1) * (k + 1);
  printf("M tot %ld\n", tot);
#pragma omp target exit data map(release: arr)
  (void)dev;
  return 0;
}
