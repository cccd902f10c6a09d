/* Written by hand for tools/difftest -file (docs/difftest.md): use_device_ptr / use_device_addr with is_device_ptr / has_device_addr. */
#include <stdio.h>
#include <stdlib.h>
#include <omp.h>
#define N 20
int main(void) {
  float *a = malloc(N * sizeof(float));
  float b[N];
  for (int i = 0; i < N; i++) { a[i] = i; b[i] = -i; }
  #pragma omp target data map(tofrom: a[0:N], b)
  {
    float *da = NULL;
    #pragma omp target data use_device_ptr(a)
    { da = a; }
    #pragma omp target is_device_ptr(da)
    for (int i = 0; i < N; i++) da[i] += 100;
    #pragma omp target data use_device_addr(b)
    {
      #pragma omp target has_device_addr(b)
      for (int i = 0; i < N; i++) b[i] *= 2;
    }
    float *db;
    #pragma omp target data use_device_addr(b)
    { db = &b[3]; }
    #pragma omp target is_device_ptr(db)
    { db[0] = 333; db[1] = 444; }
    printf("inside a[1]=%g b[3]=%g\n", a[1], b[3]);
  }
  printf("a[1]=%g a[19]=%g b[2]=%g b[3]=%g b[4]=%g b[5]=%g\n", a[1], a[19], b[2], b[3], b[4], b[5]);
  free(a);
  return 0;
}
