/* Written by hand as a differential test against clang-19: target update and tofrom copies of whole structs whose pointer members are attached to mapped pointees keep the device pointers on the device and the host pointers on the host. */
#include <omp.h>
#include <stdio.h>
#include <stdlib.h>
typedef struct { int n; double *p; int tag; } S;
typedef struct { S in; int k; } T;
int main(void) {
  S s; s.n = 4; s.tag = 1; s.p = malloc(4 * sizeof(double));
  for (int i = 0; i < 4; i++) s.p[i] = i;
#pragma omp target enter data map(to: s, s.p[0:4])
  s.tag = 2; s.n = 3;
#pragma omp target update to(s)
#pragma omp target
  for (int i = 0; i < s.n; i++) s.p[i] += 10 * s.tag;
  printf("host p after region:"); for (int i = 0; i < 4; i++) printf(" %g", s.p[i]); printf("\n");
#pragma omp target update from(s)
  printf("host p after update s:"); for (int i = 0; i < 4; i++) printf(" %g", s.p[i]); printf("\n");
#pragma omp target exit data map(from: s.p[0:4]) map(release: s)
  printf("host p after exit:"); for (int i = 0; i < 4; i++) printf(" %g", s.p[i]); printf("\n");
  /* nested struct: update of the outer struct keeps the inner pointer attached */
  T t; t.k = 5; t.in.n = 2; t.in.tag = 0; t.in.p = malloc(2 * sizeof(double));
  t.in.p[0] = 1; t.in.p[1] = 2;
#pragma omp target data map(to: t) map(tofrom: t.in.p[0:2])
  {
    t.k = 7;
#pragma omp target update to(t)
#pragma omp target
    { t.in.p[0] *= t.k; t.in.p[1] *= t.k; }
    printf("inside host: %g %g\n", t.in.p[0], t.in.p[1]);
#pragma omp target update to(t.in)
#pragma omp target
    { t.in.p[0] += 1; }
  }
  printf("t: %g %g\n", t.in.p[0], t.in.p[1]);
  /* a struct copied back whole by a region keeps the host pointer */
  S u; u.n = 2; u.tag = 0; u.p = malloc(2 * sizeof(double)); u.p[0] = 3; u.p[1] = 4;
  double *keep = u.p;
#pragma omp target map(tofrom: u, u.p[0:2])
  { u.tag = 9; u.p[1] = 40; }
  printf("u: tag=%d same ptr=%d p=%g %g\n", u.tag, u.p == keep, u.p[0], u.p[1]);
  printf("PASS hunt4_shadow\n");
  return 0;
}
