/* Written by hand for tools/difftest -file (docs/difftest.md): use_device_ptr of a pointer mapped from an offset, use_device_addr of an element and of a struct, has_device_addr of a scalar and a section, use_device_ptr of an unmapped pointer. */
#include <omp.h>
#include <stdio.h>
#include <stdlib.h>
typedef struct { int k; double w[4]; } R;
int main(void) {
  int dev = omp_get_default_device();
  int *p = malloc(10 * sizeof(int));
  for (int i = 0; i < 10; i++) p[i] = i;
  int *orig = p;
  /* use_device_ptr of a pointer whose pointee is mapped from an offset */
#pragma omp target data map(tofrom: p[2:5])
  {
#pragma omp target data use_device_ptr(p)
    {
      int *dp = p + 3;
#pragma omp target is_device_ptr(dp)
      { dp[0] = -30; dp[1] = -40; }
      printf("same as mapped ptr %d\n", (void *)(p + 2) == omp_get_mapped_ptr(orig + 2, dev));
    }
    printf("p restored %d\n", p == orig);
  }
  printf("p:"); for (int i = 0; i < 10; i++) printf(" %d", p[i]); printf("\n");
  /* use_device_addr of an array element and a struct */
  int arr[6] = {1, 2, 3, 4, 5, 6};
  R r = {1, {0.5, 1.5, 2.5, 3.5}};
#pragma omp target data map(tofrom: arr, r)
  {
#pragma omp target data use_device_addr(arr[2], r)
    {
      int *ap = &arr[2];
      R *rp = &r;
#pragma omp target is_device_ptr(ap, rp)
      { ap[0] = 300; ap[1] = 400; rp->k = 9; rp->w[3] = -1; }
    }
  }
  printf("arr:"); for (int i = 0; i < 6; i++) printf(" %d", arr[i]); printf(" r: %d %g\n", r.k, r.w[3]);
  /* has_device_addr of a scalar and of an array section */
  int sc = 4;
  double v[5] = {0, 1, 2, 3, 4};
#pragma omp target enter data map(to: sc, v)
#pragma omp target data use_device_addr(sc, v)
  {
#pragma omp target has_device_addr(sc, v[1:3])
    { sc *= 10; for (int i = 1; i < 4; i++) v[i] += sc; }
  }
#pragma omp target exit data map(from: sc, v)
  printf("sc=%d v: %g %g %g %g %g\n", sc, v[0], v[1], v[2], v[3], v[4]);
  /* use_device_ptr on a pointer with nothing mapped keeps the host pointer (OpenMP 5.1) */
  int *none = malloc(2 * sizeof(int));
  int *before = none;
#pragma omp target data map(to: arr) use_device_ptr(none)
  {
    printf("unmapped kept %d\n", none == before);
  }
  free(none);
  free(p);
  return 0;
}
