/* Written by hand for tools/difftest -file (docs/difftest.md): update of a struct with an attached pointer, pointer to struct, nested struct members. */
#include <stdio.h>
#include <stdlib.h>
struct buf { int n; int *p; double scale; };
struct pair { struct buf a, b; };
int main(void) {
  struct buf s; s.n = 6; s.scale = 2; s.p = malloc(6 * sizeof(int));
  int *orig = s.p;
  for (int i = 0; i < 6; i++) s.p[i] = i;
  /* only the pointee is mapped */
  #pragma omp target map(to: s.n, s.scale) map(tofrom: s.p[0:s.n])
  for (int i = 0; i < s.n; i++) s.p[i] += (int)s.scale;
  printf("s.p=%d %d same=%d\n", s.p[0], s.p[5], s.p == orig);
  #pragma omp target enter data map(to: s, s.p[0:6])
  s.scale = 3;
  #pragma omp target update to(s)
  #pragma omp target
  for (int i = 0; i < s.n; i++) s.p[i] *= (int)s.scale;
  #pragma omp target update from(s)
  printf("after update from(s) same=%d scale=%g p0=%d\n", s.p == orig, s.scale, s.p[1]);
  #pragma omp target update from(s.p[0:6])
  printf("p=%d %d\n", s.p[1], s.p[5]);
  #pragma omp target exit data map(from: s.p[0:6]) map(from: s)
  printf("exit same=%d p3=%d\n", s.p == orig, s.p[3]);
  /* pointer to struct */
  struct buf *ps = &s;
  #pragma omp target map(to: ps[0:1]) map(tofrom: ps->p[0:6])
  for (int i = 0; i < 6; i++) ps->p[i] = -ps->p[i];
  printf("ps p2=%d\n", s.p[2]);
  #pragma omp target map(tofrom: ps->scale)
  ps->scale = 0.5;
  printf("scale=%g\n", s.scale);
  /* nested struct members */
  struct pair pr; pr.a.n = 1; pr.b.n = 2; pr.a.p = NULL; pr.b.p = s.p; pr.a.scale = 1; pr.b.scale = 1;
  #pragma omp target map(tofrom: pr.b.scale, pr.a.n) map(tofrom: pr.b.p[0:3])
  { pr.b.scale = 7; pr.a.n = 11; pr.b.p[0] = 99; }
  printf("pr %g %d %d %d\n", pr.b.scale, pr.a.n, pr.b.n, s.p[0]);
  free(orig);
  return 0;
}
