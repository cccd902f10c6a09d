/* Written by hand for tools/difftest -file (docs/difftest.md): named mappers in enter/exit data and target update; mapper with nested struct. */
#include <stdio.h>
#include <stdlib.h>
typedef struct { double *x, *y; int n; } Pts;
typedef struct { Pts p; double *w; int m; } Mesh;
#pragma omp declare mapper(Pts q) map(q.n, q.x[0:q.n], q.y[0:q.n])
#pragma omp declare mapper(xonly: Pts q) map(q.n) map(q.x[0:q.n])
#pragma omp declare mapper(Mesh g) map(g.p, g.m, g.w[0:g.m])
int main(void) {
  Mesh g; g.m = 5; g.w = malloc(5 * sizeof(double)); g.p.n = 6;
  g.p.x = malloc(6 * sizeof(double)); g.p.y = malloc(6 * sizeof(double));
  for (int i = 0; i < 6; i++) { g.p.x[i] = i; g.p.y[i] = -i; }
  for (int i = 0; i < 5; i++) g.w[i] = 1;
  #pragma omp target enter data map(to: g)
  #pragma omp target
  {
    for (int i = 0; i < g.p.n; i++) { g.p.x[i] *= 2; g.p.y[i] *= 3; }
    for (int i = 0; i < g.m; i++) g.w[i] += g.p.x[i];
  }
  #pragma omp target update from(g)
  printf("g %g %g %g\n", g.p.x[5], g.p.y[5], g.w[4]);
  Pts q; q.n = 4; q.x = malloc(4 * sizeof(double)); q.y = malloc(4 * sizeof(double));
  for (int i = 0; i < 4; i++) { q.x[i] = 1; q.y[i] = 2; }
  #pragma omp target enter data map(mapper(xonly), to: q)
  #pragma omp target map(mapper(xonly), tofrom: q)
  for (int i = 0; i < q.n; i++) q.x[i] += 5;
  for (int i = 0; i < 4; i++) q.x[i] = 0;
  #pragma omp target update from(mapper(xonly): q)
  printf("q %g %g\n", q.x[0], q.y[0]);
  q.x[1] = 50;
  #pragma omp target update to(mapper(xonly): q)
  #pragma omp target exit data map(mapper(xonly), from: q)
  printf("q2 %g %g\n", q.x[0], q.x[1]);
  #pragma omp target exit data map(release: g)
  return 0;
}
