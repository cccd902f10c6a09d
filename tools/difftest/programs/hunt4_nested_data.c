/* Written by hand for tools/difftest -file (docs/difftest.md): nested target data regions: presence at each level, a subsection inside a mapped array, alloc then update, always tofrom inside a present region, update from of a subsection, always to on a construct. */
#include <omp.h>
#include <stdio.h>
#include <stdlib.h>
#define N 10
int main(void) {
  int dev = omp_get_default_device();
  int a[N], b[N];
  double *p = malloc(N * sizeof(double));
  for (int i = 0; i < N; i++) { a[i] = i; b[i] = 100 + i; p[i] = i * 0.5; }
#pragma omp target data map(to: a) map(tofrom: b)
  {
    printf("L1 present a=%d b=%d p=%d\n", omp_target_is_present(a, dev), omp_target_is_present(b, dev), omp_target_is_present(p, dev));
#pragma omp target data map(tofrom: a[2:3]) map(alloc: p[0:N])
    {
      printf("L2 present p=%d\n", omp_target_is_present(p, dev));
      for (int i = 0; i < N; i++) a[i] += 1000;
#pragma omp target update to(p[0:N])
#pragma omp target map(tofrom: a[0:N]) map(from: b[1:4])
      for (int i = 0; i < N; i++) { a[i] = a[i] * 2; b[i] = a[i] + p[i] * 4; }
      printf("L2 a:"); for (int i = 0; i < N; i++) printf(" %d", a[i]); printf("\n");
      printf("L2 b:"); for (int i = 0; i < N; i++) printf(" %d", b[i]); printf("\n");
#pragma omp target data map(always, tofrom: b[0:N])
      {
#pragma omp target
        for (int i = 0; i < N; i++) b[i] += 1;
      }
      printf("L3 b:"); for (int i = 0; i < N; i++) printf(" %d", b[i]); printf("\n");
#pragma omp target update from(a[2:3])
      printf("L2u a:"); for (int i = 0; i < N; i++) printf(" %d", a[i]); printf("\n");
#pragma omp target map(always, to: a[0:N])
      { for (int i = 0; i < N; i++) a[i] += 7; }
    }
    printf("L1 after a:"); for (int i = 0; i < N; i++) printf(" %d", a[i]); printf("\n");
    printf("L1 present p=%d\n", omp_target_is_present(p, dev));
#pragma omp target map(tofrom: p[0:N])
    for (int i = 0; i < N; i++) p[i] += a[i];
    printf("L1 p:"); for (int i = 0; i < N; i++) printf(" %g", p[i]); printf("\n");
  }
  printf("end a:"); for (int i = 0; i < N; i++) printf(" %d", a[i]); printf("\n");
  printf("end b:"); for (int i = 0; i < N; i++) printf(" %d", b[i]); printf("\n");
  printf("end present a=%d b=%d\n", omp_target_is_present(a, dev), omp_target_is_present(b, dev));
  free(p);
  return 0;
}
