/* Written by hand for tools/difftest -file (docs/difftest.md): delete inside a target data region of the same array, enter/exit data with nowait and depend, always to/from at counts above 1 on a scalar, exit data of part of an allocated array. */
#include <stdio.h>
#include <omp.h>
#define N 16
int errs = 0;
#define CK(c) do { if (!(c)) { errs++; printf("fail line %d: %s\n", __LINE__, #c); } } while (0)

int main(void) {
  int a[N], b[N], c[N];
  int dev = omp_get_default_device();
  for (int i = 0; i < N; i++) { a[i] = i; b[i] = 2 * i; c[i] = 0; }
#pragma omp target data map(tofrom: a)
  {
#pragma omp target enter data map(to: a)
#pragma omp target
    for (int i = 0; i < N; i++) a[i] += 1;
#pragma omp target exit data map(delete: a)
    CK(!omp_target_is_present(a, dev));
    CK(a[0] == 0);
  }
  CK(a[0] == 0);
#pragma omp target enter data map(to: b) nowait depend(out: b)
#pragma omp target map(from: c) depend(in: b) nowait
  for (int i = 0; i < N; i++) c[i] = b[i] + 1;
#pragma omp target exit data map(from: b) depend(inout: b) nowait
#pragma omp taskwait
  CK(c[3] == 7 && !omp_target_is_present(b, dev));
  int x = 5;
#pragma omp target data map(to: x)
  {
#pragma omp target map(tofrom: x)
    x = x * 2;
    CK(x == 5);
#pragma omp target enter data map(always, to: x)
#pragma omp target exit data map(always, from: x)
    CK(x == 5);
#pragma omp target
    x += 3;
#pragma omp target exit data map(from: x)
    CK(x == 5);
  }
  CK(x == 5);
#pragma omp target enter data map(alloc: c)
#pragma omp target update to(c[0:4])
#pragma omp target
  for (int i = 0; i < 4; i++) c[i] *= 10;
#pragma omp target exit data map(from: c[0:2])
  CK(c[0] == 10 && c[1] == 30 && c[2] == 5);
  printf("a[0]=%d c[3]=%d x=%d c[1]=%d c[2]=%d\n", a[0], c[3], x, c[1], c[2]);
  printf("errors %d\n%s dm_refs_mixed\n", errs, errs ? "FAIL" : "PASS");
  return 0;
}
