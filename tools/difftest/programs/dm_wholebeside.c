/* Written by hand for tools/difftest -file (docs/difftest.md), the part
 * of tests/e2e/testdata/elemsections.c that clang-19 computes right:
 * one element of a pointer to structs entered, updated and exited by its
 * pointee, a chain from an element, an element of an array member, and a
 * struct mapped whole beside its member section and its pointer member's
 * pointee, on one construct and across an enclosing target data. */
#include <omp.h>
#include <stdio.h>
#include <stdlib.h>
#define N 8
typedef struct { int n; double *p; } V;
typedef struct { double *q; int k; } In;
typedef struct { int id; In *in; } E;
typedef struct { int tag; V cells[3]; } G;
typedef struct { int n; double a[N]; double *p; } S;
int main(void) {
  int n = N, i2 = 2;
  /* a pointer to structs */
  V *ps = malloc(3 * sizeof(V));
  double *st = malloc(3 * N * sizeof(double));
  for (int e = 0; e < 3; e++) { ps[e].n = e; ps[e].p = st + e * N; }
  for (int j = 0; j < 3 * N; j++) st[j] = j;
  /* f: exit data and update of one element's pointee */
#pragma omp target enter data map(to: ps[0:3])
#pragma omp target enter data map(to: ps[i2].p[0:n])
#pragma omp target
  for (int j = 0; j < N; j++) ps[2].p[j] = -j;
#pragma omp target update from(ps[i2].p[0:4])
  printf("f1: %g %g\n", st[2 * N + 3], st[2 * N + 5]);
#pragma omp target exit data map(from: ps[i2].p[0:n])
#pragma omp target exit data map(release: ps[0:3])
  printf("f2: %g present=%d\n", st[2 * N + 5], omp_target_is_present(ps, 0));
  /* g: an element, then a chain */
  double qv[N];
  for (int j = 0; j < N; j++) qv[j] = j;
  In in = {qv, 1};
  E es[2] = {{0, &in}, {1, &in}};
#pragma omp target map(tofrom: es[1].in->q[0:n])
  for (int j = 0; j < N; j++) es[1].in->q[j] += 7;
  printf("g: %g %g\n", qv[0], qv[7]);
  /* h: an element of an array member, then its pointee */
  double hv[N];
  for (int j = 0; j < N; j++) hv[j] = j;
  G g;
  g.tag = 5;
  for (int c = 0; c < 3; c++) g.cells[c].n = c, g.cells[c].p = hv;
#pragma omp target map(tofrom: g.cells[1].p[0:n]) map(to: g.tag)
  for (int j = 0; j < N; j++) g.cells[1].p[j] += g.tag;
  printf("h: %g %g\n", hv[0], hv[7]);
  /* i: a struct whole beside its member section and its pointer's pointee */
  double pv[N];
  S s;
  s.n = 3;
  s.p = pv;
  for (int j = 0; j < N; j++) s.a[j] = j, pv[j] = 10 * j;
#pragma omp target map(to: s) map(tofrom: s.a[0:4]) map(tofrom: s.p[0:n])
  for (int j = 0; j < 4; j++) { s.a[j] += s.n; s.p[j] += s.n; }
  printf("i: %g %g %g %g\n", s.a[1], s.a[5], pv[1], pv[5]);
  /* j: across an enclosing target data */
#pragma omp target data map(to: s)
  {
#pragma omp target map(tofrom: s.p[0:n])
    for (int j = 0; j < N; j++) s.p[j] += 1;
#pragma omp target map(tofrom: s.a[0:4])
    for (int j = 0; j < 4; j++) s.a[j] += 100;
  }
  printf("j: %g %g %g\n", pv[2], pv[7], s.a[2]);
  /* k: struct whole and member section on one target data */
#pragma omp target data map(to: s) map(tofrom: s.a[2:2], s.p[0:n])
  {
#pragma omp target
    for (int j = 0; j < N; j++) { s.a[j] += 1000; s.p[j] += 1000; }
  }
  printf("k: %g %g %g %g\n", s.a[1], s.a[2], pv[0], s.a[7]);
  return 0;
}
