/* Written by hand for tools/difftest -file (docs/difftest.md): several
 * sections of one array on one target data directive or target construct
 * where the array is present already (OpenMP 5.2 §5.8.3 allows them there): nothing moves
 * at either end, and the array stays mapped with the count it had. The
 * exit data forms, where clang-19 counts the storage once per section
 * instead of once per construct, are in
 * tests/e2e/testdata/sectionsexit.c (docs/difftest.md). */
#include <omp.h>
#include <stdio.h>

#define N 64

int main(void) {
  double a[N];
  int dev = omp_get_default_device();
  for (int i = 0; i < N; i++) a[i] = i;
#pragma omp target enter data map(to: a)
  a[2] = -2;
#pragma omp target data map(tofrom: a[0:4], a[16:4]) map(to: a[40:2])
  {
#pragma omp target
    for (int i = 0; i < N; i++) a[i] += 1000;
  }
  printf("data: a[2]=%g a[17]=%g present=%d\n", a[2], a[17], omp_target_is_present(a, dev));
#pragma omp target update from(a[0:4])
#pragma omp target update from(a[16:4])
  printf("update: a[2]=%g a[10]=%g a[17]=%g\n", a[2], a[10], a[17]);
#pragma omp target data map(alloc: a[8:4], a[32:4])
  {
#pragma omp target
    for (int i = 0; i < N; i++) a[i] += 1;
  }
#pragma omp target map(tofrom: a[0:2], a[48:2])
  for (int i = 0; i < N; i++) a[i] += 1;
  printf("region: a[1]=%g a[49]=%g\n", a[1], a[49]);
#pragma omp target exit data map(from: a)
  printf("exit: a[9]=%g a[20]=%g a[33]=%g present=%d\n", a[9], a[20], a[33], omp_target_is_present(a, dev));
  return 0;
}
