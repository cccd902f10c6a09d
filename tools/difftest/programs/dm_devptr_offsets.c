/* Written by hand for tools/difftest -file (docs/difftest.md): use_device_ptr of a pointer into a mapped section, use_device_addr of one element, use_device_ptr on a target data with if(0). */
#include <stdio.h>
#include <stdlib.h>
#include <omp.h>
#define N 16
int errs = 0;
#define CK(c) do { if (!(c)) { errs++; printf("fail line %d: %s\n", __LINE__, #c); } } while (0)

int main(void) {
  int *p = (int *)malloc(N * sizeof(int));
  for (int i = 0; i < N; i++) p[i] = i;
  int *q = p + 2;
#pragma omp target data map(tofrom: p[2:10])
  {
    int *keep = q;
#pragma omp target data use_device_ptr(q)
    {
      CK(q != keep);
#pragma omp target is_device_ptr(q)
      for (int i = 0; i < 10; i++) q[i] += 50;
    }
    CK(q == keep);
    int same = 0;
#pragma omp target data use_device_addr(p[2:1])
    {
      same = (&p[2] == keep);
    }
    CK(!same);
  }
  CK(p[2] == 52 && p[11] == 61 && p[12] == 12 && p[1] == 1);
  int cond = 0, *r = p;
#pragma omp target data map(tofrom: p[0:N]) use_device_ptr(r) if(cond)
  {
    CK(r == p);
  }
  printf("p[2]=%d p[11]=%d\n", p[2], p[11]);
  printf("errors %d\n%s dm_devptr_offsets\n", errs, errs ? "FAIL" : "PASS");
  free(p);
  return 0;
}
