/* Written by hand for tools/difftest -file (docs/difftest.md): firstprivate pointers on target constructs with nested firstprivate copies, on teams, and pointing into a declare target array */
#include <stdio.h>
#include <stdlib.h>
#pragma omp declare target
double gtab[6];
#pragma omp end declare target
int main(void) {
  int n = 6;
  double *a = malloc(n * sizeof(double));
  for (int i = 0; i < n; i++) { a[i] = i; gtab[i] = 10 * i; }
  #pragma omp target update to(gtab)
  double *gp = &gtab[1];
  #pragma omp target data map(tofrom: a[0:n])
  {
    #pragma omp target firstprivate(a)
    {
      double *b = a + 1;
      #pragma omp parallel for firstprivate(b) num_threads(2)
      for (int i = 0; i < 4; i++) b[i] += 0.5;
    }
    #pragma omp target teams firstprivate(a) num_teams(2)
    {
      #pragma omp distribute parallel for firstprivate(a)
      for (int i = 0; i < n; i++) a[i] *= 2;
    }
    #pragma omp target firstprivate(gp)
    { gp[0] = -1; gp[2] = -3; }
  }
  #pragma omp target update from(gtab)
  for (int i = 0; i < n; i++) printf("%g %g ", a[i], gtab[i]);
  printf("\n");
  free(a);
  return 0;
}
