/* Written by hand for tools/difftest -file (docs/difftest.md): pointers as zero-length sections, sections with offsets, present sub-sections. */
#include <stdio.h>
#include <stdlib.h>
#include <omp.h>
#define N 32
int main(void) {
  double *x = malloc(N * sizeof(double));
  double *y = malloc(N * sizeof(double));
  for (int i = 0; i < N; i++) { x[i] = i; y[i] = 0; }
  #pragma omp target enter data map(to: x[0:N]) map(alloc: y[0:N])
  /* pointers as zero-length sections: finds the mapped storage */
  #pragma omp target map(x[:0], y[:0])
  for (int i = 0; i < N; i++) y[i] = 2 * x[i];
  /* implicit pointer: zero-length section */
  #pragma omp target
  for (int i = 0; i < N; i++) y[i] += 1;
  #pragma omp target update from(y[0:N])
  printf("y[5]=%g y[31]=%g\n", y[5], y[31]);
  /* section with offset */
  #pragma omp target map(tofrom: y[8:8])
  for (int i = 8; i < 16; i++) y[i] = -y[i];
  #pragma omp target exit data map(from: y[0:N]) map(delete: x[0:N])
  printf("y[7]=%g y[8]=%g y[15]=%g y[16]=%g\n", y[7], y[8], y[15], y[16]);
  /* sub-section of mapped region present */
  #pragma omp target data map(tofrom: x[0:N])
  {
    #pragma omp target map(present, tofrom: x[4:4])
    for (int i = 4; i < 8; i++) x[i] = 1000 + i;
    printf("inside x[4]=%g\n", x[4]);
  }
  printf("x[4]=%g x[8]=%g\n", x[4], x[8]);
  free(x); free(y);
  return 0;
}
