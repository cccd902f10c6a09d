/* Written by hand for tools/difftest -file (docs/difftest.md): a struct
 * mapped whole beside members of its pointer member's pointee
 * (`map(to: o) map(tofrom: o.p->x)`, a section of an array member
 * there), on one construct and across an enclosing target data, and
 * beside the pointee itself on target data
 * (tests/e2e/testdata/elemsections.c checks the same against the host). */
#include <omp.h>
#include <stdio.h>
#define N 8
typedef struct { int x; double v[N]; } In;
typedef struct { int k; In *p; } O;
int main(void) {
  In in;
  in.x = 1;
  for (int j = 0; j < N; j++) in.v[j] = j;
  O o = {3, &in};
  int n = N;
#pragma omp target map(to: o) map(tofrom: o.p->x)
  { o.p->x += o.k; }
  printf("A %d %d\n", in.x, o.k);
#pragma omp target map(to: o) map(tofrom: o.p->v[2:3])
  for (int j = 2; j < 5; j++) o.p->v[j] += o.k;
  printf("B %g %g %g\n", in.v[1], in.v[2], in.v[4]);
#pragma omp target data map(to: o)
  {
#pragma omp target map(tofrom: o.p->x)
    { o.p->x *= 10; }
#pragma omp target map(tofrom: o.p->v[0:n])
    for (int j = 0; j < N; j++) o.p->v[j] += 100;
  }
  printf("C %d %g %g\n", in.x, in.v[0], in.v[7]);
#pragma omp target data map(to: o) map(tofrom: o.p[0:1])
  {
#pragma omp target
    { o.p->x += 1; o.p->v[7] = -1; }
  }
  printf("D %d %g\n", in.x, in.v[7]);
  return 0;
}
