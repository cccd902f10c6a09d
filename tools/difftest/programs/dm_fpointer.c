/* Written by hand for tools/difftest -file (docs/difftest.md): firstprivate pointers on target constructs whose pointee a data region maps, plain, with defaultmap(firstprivate) and on deferred target tasks */
#include <stdio.h>
#include <stdlib.h>
int main(void) {
  int n = 6;
  double *a = malloc(n * sizeof(double));
  for (int i = 0; i < n; i++) a[i] = i;
  #pragma omp target data map(tofrom: a[0:n])
  {
    #pragma omp target teams distribute parallel for firstprivate(a)
    for (int i = 0; i < n; i++) a[i] *= 2;
    #pragma omp target firstprivate(a)
    { a[0] = 50; a = a + 1; a[0] = 51; }
    #pragma omp target defaultmap(firstprivate: pointer)
    { a[5] = 55; }
    #pragma omp target defaultmap(firstprivate)
    { a[4] = 44; }
  }
  for (int i = 0; i < n; i++) printf("%g ", a[i]);
  printf("\n");
  /* deferred target tasks: each region sees the pointer of its encounter */
  double *b = malloc(n * sizeof(double));
  for (int i = 0; i < n; i++) { a[i] = i; b[i] = 100 + i; }
  double *p = a;
  #pragma omp target data map(tofrom: a[0:n], b[0:n])
  {
    #pragma omp target nowait firstprivate(p)
    for (int i = 0; i < n; i++) p[i] += 1;
    p = b;
    #pragma omp target nowait firstprivate(p)
    for (int i = 0; i < n; i++) p[i] *= 2;
    #pragma omp taskwait
  }
  for (int i = 0; i < n; i++) printf("%g %g ", a[i], b[i]);
  printf("\n");
  free(b);
  free(a);
  return 0;
}
