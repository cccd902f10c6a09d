/* Written by hand for tools/difftest -file (docs/difftest.md): firstprivate pointers on combined constructs, beside a map of their pointee, and into the middle of a mapped section */
#include <stdio.h>
#include <stdlib.h>
int main(void) {
  int n = 6;
  double *a = malloc(n * sizeof(double));
  double *b = malloc(n * sizeof(double));
  for (int i = 0; i < n; i++) { a[i] = i; b[i] = -i; }
  #pragma omp target teams distribute parallel for map(tofrom: a[0:n]) firstprivate(a)
  for (int i = 0; i < n; i++) a[i] *= 2;
  for (int i = 0; i < n; i++) printf("%g ", a[i]);
  printf("\n");
  #pragma omp target data map(tofrom: a[0:n], b[0:n])
  {
    #pragma omp target parallel for firstprivate(a, b)
    for (int i = 0; i < n; i++) a[i] += b[i];
    #pragma omp target teams firstprivate(b) num_teams(2)
    {
      #pragma omp distribute
      for (int i = 0; i < n; i++) b[i] = 7 * i;
    }
    #pragma omp target firstprivate(a) map(to: b[0:n])
    for (int i = 0; i < n; i++) a[i] += b[i];
  }
  for (int i = 0; i < n; i++) printf("%g %g ", a[i], b[i]);
  printf("\n");
  double *c = a + 1;
  #pragma omp target data map(tofrom: a[0:n])
  {
    #pragma omp target firstprivate(c)
    { c[0] = 100; c[1] = 101; }
  }
  printf("%g %g %g\n", a[0], a[1], a[2]);
  free(a); free(b);
  return 0;
}
