/* Written by hand for tools/difftest -file (docs/difftest.md): enter/exit data in helper functions, delete, exit of a sub-section, from in data regions. */
#include <stdio.h>
#include <omp.h>
#define N 16
int a[N], b[N], c[N];
static void init(void) {
  #pragma omp target enter data map(to: a, b[0:N])
}
static void fini(void) {
  #pragma omp target exit data map(from: a) map(delete: b[0:N])
}
int main(void) {
  for (int i = 0; i < N; i++) { a[i] = i; b[i] = 2 * i; c[i] = 0; }
  init();
  init();
  #pragma omp target teams distribute parallel for
  for (int i = 0; i < N; i++) { a[i] += b[i]; b[i] = -1; }
  fini();
  printf("a[5]=%d b[5]=%d present a=%d b=%d\n", a[5], b[5], omp_target_is_present(a, 0), omp_target_is_present(b, 0));
  #pragma omp target update from(a)
  printf("a[5]=%d\n", a[5]);
  fini();
  printf("a[5]=%d present a=%d\n", a[5], omp_target_is_present(a, 0));
  /* exit data with a sub-section of what was entered */
  #pragma omp target enter data map(to: c[0:N])
  #pragma omp target
  for (int i = 0; i < N; i++) c[i] = 100 + i;
  #pragma omp target exit data map(from: c[4:4])
  printf("c[3]=%d c[4]=%d c[7]=%d c[8]=%d present=%d\n", c[3], c[4], c[7], c[8], omp_target_is_present(c, 0));
  /* data region with from: device values copied at end */
  #pragma omp target data map(from: c[0:8])
  {
    #pragma omp target
    for (int i = 0; i < 8; i++) c[i] = 7;
    #pragma omp target enter data map(to: c[0:8])
    #pragma omp target exit data map(from: c[0:8])
    printf("in c[0]=%d\n", c[0]);
  }
  printf("c[0]=%d\n", c[0]);
  return 0;
}
