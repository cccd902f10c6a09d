/* Written by hand for tools/difftest -file (docs/difftest.md): map and use_device_ptr on one construct, use_device_ptr of a pointer into the middle of a mapped section, use_device_addr of a scalar and an array, has_device_addr, reference counts of target data inside enter data with always. */
#include <omp.h>
#include <stdio.h>
#include <stdlib.h>
int main(void) {
  int n = 10;
  int *base = malloc(n * sizeof(int));
  for (int i = 0; i < n; i++) base[i] = i;
  int *mid = base + 3;
  /* map and use_device_ptr on one construct; pointer into the middle */
#pragma omp target data map(tofrom: base[0:n]) use_device_ptr(base)
  {
    int *db = base;
#pragma omp target is_device_ptr(db)
    for (int i = 0; i < 10; i++) db[i] += 100;
  }
  printf("1: %d %d\n", base[0], base[9]);
#pragma omp target data map(tofrom: base[0:n])
  {
#pragma omp target data use_device_ptr(mid)
    {
      int *dm = mid;
#pragma omp target is_device_ptr(dm)
      { dm[0] = -3; dm[-1] = -2; dm[6] = -9; }
    }
  }
  printf("2: %d %d %d %d\n", base[2], base[3], base[9], mid[0]);
  /* use_device_addr of a scalar and an array in one clause */
  int sc = 5, arr[4] = {1, 2, 3, 4};
#pragma omp target data map(tofrom: sc, arr) use_device_addr(sc, arr)
  {
    int *dsc = &sc; int *darr = arr;
#pragma omp target is_device_ptr(dsc, darr)
    { *dsc += 1; darr[3] = *dsc * 10; }
  }
  printf("3: %d %d\n", sc, arr[3]);
  /* has_device_addr with use_device_addr */
  double w[3] = {0.5, 1.5, 2.5};
#pragma omp target data map(tofrom: w)
  {
#pragma omp target data use_device_addr(w)
    {
#pragma omp target has_device_addr(w)
      for (int i = 0; i < 3; i++) w[i] *= 2;
    }
  }
  printf("4: %g %g\n", w[0], w[2]);
  /* refcount: target data inside enter data, always from at the inner end */
  int c[3] = {1, 2, 3};
#pragma omp target enter data map(to: c)
  c[0] = 100;
#pragma omp target data map(to: c)
  {
#pragma omp target
    c[1] = c[0] + 1;
  }
  printf("5a: %d %d\n", c[0], c[1]);
#pragma omp target data map(always, tofrom: c)
  {
#pragma omp target
    c[2] = c[0] + 2;
  }
  printf("5b: %d %d %d\n", c[0], c[1], c[2]);
#pragma omp target exit data map(from: c)
  printf("5c: %d %d %d\n", c[0], c[1], c[2]);
  return 0;
}
