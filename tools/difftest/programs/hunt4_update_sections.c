/* Written by hand for tools/difftest -file (docs/difftest.md): target update of contiguous sections of 1-D and 2-D arrays, full rows, rows of a jagged array, members and member sections of a struct and of an element of an array of structs (the strided and partial-row forms clang-19 moves wrongly are left out: docs/difftest.md). */
#include <omp.h>
#include <stdio.h>
#include <stdlib.h>
typedef struct { int n; double v[6]; int *p; } S;
int main(void) {
  int a[12];
  int g[4][5];
  int **pp = malloc(3 * sizeof(int *));
  S s; s.n = 6; s.p = malloc(6 * sizeof(int));
  S arr[3];
  for (int i = 0; i < 12; i++) a[i] = i;
  for (int i = 0; i < 4; i++) for (int j = 0; j < 5; j++) g[i][j] = 10 * i + j;
  for (int r = 0; r < 3; r++) { pp[r] = malloc(4 * sizeof(int)); for (int j = 0; j < 4; j++) pp[r][j] = 100 * r + j; }
  for (int i = 0; i < 6; i++) { s.v[i] = i + 0.25; s.p[i] = -i; }
  for (int k = 0; k < 3; k++) { arr[k].n = k; for (int i = 0; i < 6; i++) arr[k].v[i] = k * 10 + i; arr[k].p = 0; }
#pragma omp target enter data map(to: a, g, s, s.p[0:6], arr)
#pragma omp target enter data map(to: pp[0:3])
  for (int r = 0; r < 3; r++) {
#pragma omp target enter data map(to: pp[r][0:4])
  }
  /* device modifies everything */
#pragma omp target
  {
    for (int i = 0; i < 12; i++) a[i] += 1000;
    for (int i = 0; i < 4; i++) for (int j = 0; j < 5; j++) g[i][j] += 1000;
    for (int r = 0; r < 3; r++) for (int j = 0; j < 4; j++) pp[r][j] += 1000;
    for (int i = 0; i < 6; i++) { s.v[i] += 1000; s.p[i] += 1000; }
    s.n += 1000;
    for (int k = 0; k < 3; k++) { arr[k].n += 1000; for (int i = 0; i < 6; i++) arr[k].v[i] += 1000; }
  }
#pragma omp target update from(a[1:4])
#pragma omp target update from(g[1:2][0:5])
#pragma omp target update from(pp[1][1:2])
#pragma omp target update from(s.v[2:2], s.p[4:2])
#pragma omp target update from(arr[1].n)
#pragma omp target update from(arr[2].v[1:3])
  printf("a:"); for (int i = 0; i < 12; i++) printf(" %d", a[i]); printf("\n");
  for (int i = 0; i < 4; i++) { printf("g%d:", i); for (int j = 0; j < 5; j++) printf(" %d", g[i][j]); printf("\n"); }
  for (int r = 0; r < 3; r++) { printf("pp%d:", r); for (int j = 0; j < 4; j++) printf(" %d", pp[r][j]); printf("\n"); }
  printf("s: n=%d v:", s.n); for (int i = 0; i < 6; i++) printf(" %g", s.v[i]); printf(" p:"); for (int i = 0; i < 6; i++) printf(" %d", s.p[i]); printf("\n");
  for (int k = 0; k < 3; k++) { printf("arr%d: n=%d", k, arr[k].n); for (int i = 0; i < 6; i++) printf(" %g", arr[k].v[i]); printf("\n"); }
  /* host changes, update to partial */
  for (int i = 0; i < 12; i++) a[i] = -i;
  for (int i = 0; i < 4; i++) for (int j = 0; j < 5; j++) g[i][j] = -1;
  s.n = 77;
#pragma omp target update to(a[0:6], g[3][0:5], s.n)
#pragma omp target update to(g[1][2:2])
#pragma omp target update from(a, g, s.n)
  printf("a2:"); for (int i = 0; i < 12; i++) printf(" %d", a[i]); printf("\n");
  for (int i = 0; i < 4; i++) { printf("g2%d:", i); for (int j = 0; j < 5; j++) printf(" %d", g[i][j]); printf("\n"); }
  printf("s.n=%d\n", s.n);
  for (int r = 0; r < 3; r++) {
#pragma omp target exit data map(delete: pp[r][0:4])
  }
#pragma omp target exit data map(delete: pp[0:3], a, g, s.p[0:6], s, arr)
  printf("present %d %d %d\n", omp_target_is_present(a, omp_get_default_device()), omp_target_is_present(&s, omp_get_default_device()), omp_target_is_present(s.p, omp_get_default_device()));
  return 0;
}
