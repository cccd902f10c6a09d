/* Written by hand for tools/difftest -file (docs/difftest.md): scalars in data regions (firstprivate inside), map of a pointer variable, omp_get_mapped_ptr. */
#include <stdio.h>
#include <stdlib.h>
#include <omp.h>
int main(void) {
  int s = 1, t = 2, u = 3;
  double *p = malloc(4 * sizeof(double));
  for (int i = 0; i < 4; i++) p[i] = i;
  /* scalar mapped by target data, used implicitly inside: firstprivate */
  #pragma omp target data map(tofrom: s)
  {
    #pragma omp target
    { s += 10; }
    printf("inside s=%d\n", s);
    #pragma omp target map(tofrom: s)
    { s += 100; }
    printf("inside2 s=%d\n", s);
  }
  printf("s=%d\n", s);
  /* scalars: from / to */
  #pragma omp target map(from: t) map(to: u)
  { t = u * 7; u = 0; }
  printf("t=%d u=%d\n", t, u);
  /* map of pointer variable itself */
  double *q = p;
  long pv = 0;
  #pragma omp target map(tofrom: q) map(from: pv)
  { pv = (q == 0); }
  printf("q same=%d pv=%ld\n", q == p, pv);
  /* map(to: *p) */
  #pragma omp target map(tofrom: p[0:1])
  { p[0] = 42; }
  printf("p0=%g\n", p[0]);
  /* pointer in enter data, used implicitly later */
  #pragma omp target enter data map(to: p[0:4])
  #pragma omp target
  for (int i = 0; i < 4; i++) p[i] += 0.25;
  #pragma omp target
  p[3] = -1;
  #pragma omp target exit data map(from: p[0:4])
  printf("p=%g %g %g %g\n", p[0], p[1], p[2], p[3]);
  /* omp_get_mapped_ptr */
  #pragma omp target enter data map(alloc: p[0:4])
  void *mp = omp_get_mapped_ptr(p, omp_get_default_device());
  printf("mapped nonnull=%d unmapped null=%d\n", mp != NULL, omp_get_mapped_ptr(&pv, omp_get_default_device()) == NULL);
  #pragma omp target exit data map(delete: p[0:4])
  free(p);
  return 0;
}
