/* Written by hand for tools/difftest -file (docs/difftest.md): sections of a 2-D array member, directly and through a pointer to the struct, updated by rows and elements while the struct is present; a pointer member to such a struct. */
#include <omp.h>
#include <stdio.h>
#include <stdlib.h>
typedef struct { int r; double m[3][4]; int c; } M;
typedef struct { M *pm; int k; } H;
int main(void) {
  M s; s.r = 3; s.c = 4;
  for (int i = 0; i < 3; i++) for (int j = 0; j < 4; j++) s.m[i][j] = i * 4 + j;
#pragma omp target map(tofrom: s.m[1:2][0:4]) map(to: s.c)
  for (int i = 1; i < 3; i++) for (int j = 0; j < s.c; j++) s.m[i][j] *= -1;
  for (int i = 0; i < 3; i++) { for (int j = 0; j < 4; j++) printf(" %g", s.m[i][j]); printf("\n"); }
  M *p = &s;
#pragma omp target map(tofrom: p->m[2][1:2])
  { p->m[2][1] = 100; p->m[2][2] = 200; }
  for (int j = 0; j < 4; j++) printf(" %g", s.m[2][j]); printf("\n");
#pragma omp target enter data map(to: s)
#pragma omp target
  for (int j = 0; j < 4; j++) s.m[0][j] += 0.5;
#pragma omp target update from(s.m[0][0:4])
  for (int j = 0; j < 4; j++) printf(" %g", s.m[0][j]); printf("\n");
  s.m[1][3] = 77;
#pragma omp target update to(s.m[1][3:1])
#pragma omp target map(from: s.r)
  s.r = (int)s.m[1][3];
#pragma omp target exit data map(delete: s)
  printf("r=%d\n", s.r);
  H h; h.pm = malloc(sizeof(M)); h.k = 2;
  for (int i = 0; i < 3; i++) for (int j = 0; j < 4; j++) h.pm->m[i][j] = 1;
#pragma omp target map(to: h.k) map(tofrom: h.pm[0:1])
  for (int j = 0; j < 4; j++) h.pm->m[h.k][j] = j * h.k;
  for (int j = 0; j < 4; j++) printf(" %g", h.pm->m[2][j]); printf("\n");
#pragma omp target map(tofrom: h.pm->m[0:1][0:4])
  for (int j = 0; j < 4; j++) h.pm->m[0][j] = -j;
  for (int j = 0; j < 4; j++) printf(" %g", h.pm->m[0][j]); printf("\n");
  free(h.pm);
  return 0;
}
