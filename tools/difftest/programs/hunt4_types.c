/* Written by hand for tools/difftest -file (docs/difftest.md): sections of typedef arrays, bit-fields, anonymous members and unions, 2-D arrays of structs, pointers to arrays, variable-length array parameters, pointer parameters with offsets, char strings, complex and bool arrays, a subscripted element, [:] of an array. */
#include <omp.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
typedef double vec3[3];
typedef struct { unsigned a : 3, b : 5; int c; } Bits;
typedef struct { int x; union { int i; float f; } u; struct { short s1, s2; }; } Anon;
typedef struct { int k; double v[2]; } Cell;
static void scale_rows(int n, int m, double mat[n][m], double f) {
#pragma omp target map(tofrom: mat[0:n][0:m])
  for (int i = 0; i < n; i++) for (int j = 0; j < m; j++) mat[i][j] *= f + i;
}
static void add_param(int *a, int n, const int b[]) {
#pragma omp target map(tofrom: a[0:n]) map(to: b[0:n])
  for (int i = 0; i < n; i++) a[i] += b[i];
}
int main(void) {
  vec3 pts[5];
  for (int i = 0; i < 5; i++) for (int d = 0; d < 3; d++) pts[i][d] = i + d * 0.5;
#pragma omp target map(tofrom: pts[1:3])
  for (int i = 1; i < 4; i++) pts[i][2] = pts[i][0] * 10;
  for (int i = 0; i < 5; i++) printf("pt%d %g %g %g\n", i, pts[i][0], pts[i][1], pts[i][2]);
  Bits bs[3];
  for (int i = 0; i < 3; i++) { bs[i].a = i; bs[i].b = 10 + i; bs[i].c = -i; }
#pragma omp target map(tofrom: bs)
  for (int i = 0; i < 3; i++) { bs[i].a = bs[i].a + 4; bs[i].b = bs[i].b * 2; bs[i].c += bs[i].a; }
  for (int i = 0; i < 3; i++) printf("bs%d %u %u %d\n", i, bs[i].a, bs[i].b, bs[i].c);
  Anon an = {1, {0}, {2, 3}};
  an.u.f = 1.5f;
#pragma omp target map(tofrom: an)
  { an.x += an.s2; an.u.f *= 2; an.s1 = 40; }
  printf("an %d %g %d %d\n", an.x, an.u.f, an.s1, an.s2);
  Cell grid[3][4];
  for (int i = 0; i < 3; i++) for (int j = 0; j < 4; j++) { grid[i][j].k = i * 4 + j; grid[i][j].v[0] = grid[i][j].v[1] = 0; }
#pragma omp target map(tofrom: grid[1:2][0:4])
  for (int i = 1; i < 3; i++) for (int j = 0; j < 4; j++) { grid[i][j].v[1] = grid[i][j].k * 2; grid[i][j].k = -1; }
  for (int i = 0; i < 3; i++) { for (int j = 0; j < 4; j++) printf(" %d/%g", grid[i][j].k, grid[i][j].v[1]); printf("\n"); }
  double (*m)[4] = malloc(3 * sizeof *m);
  for (int i = 0; i < 3; i++) for (int j = 0; j < 4; j++) m[i][j] = i + j;
#pragma omp target map(tofrom: m[1:2][:])
  for (int i = 1; i < 3; i++) for (int j = 0; j < 4; j++) m[i][j] = -m[i][j];
  for (int i = 0; i < 3; i++) { for (int j = 0; j < 4; j++) printf(" %g", m[i][j]); printf("\n"); }
  int n = 3, mm = 2;
  double vla[n][mm];
  for (int i = 0; i < n; i++) for (int j = 0; j < mm; j++) vla[i][j] = 1 + i * mm + j;
  scale_rows(n, mm, vla, 2.0);
  for (int i = 0; i < n; i++) { for (int j = 0; j < mm; j++) printf(" %g", vla[i][j]); printf("\n"); }
  int a[6] = {1, 2, 3, 4, 5, 6}; const int b[6] = {10, 20, 30, 40, 50, 60};
  add_param(a + 1, 4, b + 2);
  for (int i = 0; i < 6; i++) printf(" %d", a[i]); printf("\n");
  char str[32];
  strcpy(str, "hello, offload");
  int len = (int)strlen(str);
#pragma omp target map(tofrom: str[0:len])
  for (int i = 0; i < len; i++) if (str[i] >= 'a' && str[i] <= 'z') str[i] -= 32;
  printf("%s\n", str);
  _Complex double z[3] = {1 + 2 * 1.0i, 3, 4 * 1.0i};
  double ld[2] = {1.25, 2.5};
  _Bool flags[4] = {0, 1, 0, 1};
#pragma omp target map(tofrom: z, ld, flags)
  { for (int i = 0; i < 3; i++) z[i] = z[i] * z[i]; ld[0] += ld[1]; for (int i = 0; i < 4; i++) flags[i] = !flags[i]; }
  for (int i = 0; i < 3; i++) printf("z%d %g %g\n", i, __real__ z[i], __imag__ z[i]);
  printf("ld %g flags %d%d%d%d\n", ld[0], flags[0], flags[1], flags[2], flags[3]);
  int e = 2;
  int sel[5] = {0, 0, 0, 0, 0};
#pragma omp target map(tofrom: sel[e]) map(to: e)
  sel[e] = 42;
  printf("sel %d %d %d\n", sel[1], sel[2], sel[3]);
#pragma omp target map(tofrom: sel[:])
  sel[4] = 9;
  printf("sel4 %d\n", sel[4]);
  free(m);
  return 0;
}
