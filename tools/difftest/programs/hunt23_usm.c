/* Differential program (against clang-19): requires unified_shared_memory with host pointers, pointer members and mapped arrays in target regions. */
#include <omp.h>
#include <stdio.h>
#include <stdlib.h>
#pragma omp requires unified_shared_memory

typedef struct { int n; double *data; } buf_t;

int main(void) {
  int n = 16;
  double *p = (double *)malloc(n * sizeof(double));
  for (int i = 0; i < n; i++) p[i] = i;
#pragma omp target teams distribute parallel for
  for (int i = 0; i < n; i++) p[i] *= 2.0;
  printf("p[5]=%g\n", p[5]);
  buf_t b = {n, p};
#pragma omp target
  for (int i = 0; i < b.n; i++) b.data[i] += 1.0;
  printf("p[5]=%g\n", p[5]);
  int x = 1;
#pragma omp target
  x += 10;
  printf("x=%d\n", x);
  int arr[4] = {1, 2, 3, 4};
#pragma omp target map(tofrom: arr)
  for (int i = 0; i < 4; i++) arr[i] *= 5;
  printf("arr %d %d %d %d\n", arr[0], arr[1], arr[2], arr[3]);
  free(p);
  return 0;
}
