/* Written by hand for tools/difftest -file (docs/difftest.md): use_device_addr of a struct, omp_target_memcpy between device addresses. */
#include <stdio.h>
#include <stdlib.h>
#include <omp.h>
struct S { int n; double v[6]; };
int main(void) {
  struct S s; s.n = 6; for (int i = 0; i < 6; i++) s.v[i] = i;
  double *h = malloc(6 * sizeof(double));
  for (int i = 0; i < 6; i++) h[i] = 10 * i;
  #pragma omp target data map(tofrom: s, h[0:6])
  {
    #pragma omp target data use_device_ptr(h)
    {
      #pragma omp target is_device_ptr(h)
      for (int i = 0; i < 6; i++) h[i] += 1;
    }
    #pragma omp target data use_device_addr(s)
    {
      #pragma omp target has_device_addr(s)
      for (int i = 0; i < 6; i++) s.v[i] *= 3;
    }
    double *dv = NULL;
    #pragma omp target data use_device_addr(s)
    { dv = &s.v[0]; }
    /* device address copied between device pointers */
    omp_target_memcpy(dv + 4, dv, 2 * sizeof(double), 0, 0, omp_get_default_device(), omp_get_default_device());
  }
  for (int i = 0; i < 6; i++) printf("%g %g\n", s.v[i], h[i]);
  free(h);
  return 0;
}
