/* Written by hand for tools/difftest -file (docs/difftest.md): defaultmap behaviours of the pointer category with the pointee present */
#include <stdio.h>
#include <stdlib.h>
#include <omp.h>
#define N 4
int main(void) {
  double *p = malloc(N * sizeof(double)), *p0 = p;
  int pr = -1;
  for (int i = 0; i < N; i++) p[i] = i;
  #pragma omp target data map(tofrom: p[0:N])
  {
    #pragma omp target defaultmap(tofrom: pointer)
    { p[0] = 100; }
    #pragma omp target defaultmap(to: pointer)
    { p[1] = 101; }
    #pragma omp target defaultmap(alloc: pointer) map(from: pr)
    { pr = 1; }
    #pragma omp target defaultmap(default: pointer)
    { p[2] = 102; }
    #pragma omp target defaultmap(none: pointer) map(to: p[0:0])
    { p[3] = 103; }
    pr = omp_target_is_present(&p, omp_get_default_device());
  }
  printf("present ptr var %d\n", pr);
  printf("%g %g %g %g %d\n", p[0], p[1], p[2], p[3], p == p0);
  free(p);
  return 0;
}
