/* Written by hand for tools/difftest -file (docs/difftest.md): always, close and present modifiers on maps, updates and exit data. */
#include <stdio.h>
#include <omp.h>
#define N 8
int main(void) {
  int a[N], b[N], c[N];
  for (int i = 0; i < N; i++) { a[i] = i; b[i] = 10 * i; c[i] = 0; }
  #pragma omp target enter data map(to: a, b)
  for (int i = 0; i < N; i++) { a[i] = -1; b[i] = -2; }
  #pragma omp target map(always, close, to: a) map(close, tofrom: b)
  for (int i = 0; i < N; i++) { a[i] += 1; b[i] += 1; }
  printf("a0=%d b0=%d\n", a[0], b[0]);
  #pragma omp target map(present, tofrom: a) map(always, from: b)
  for (int i = 0; i < N; i++) { a[i] += 1; b[i] += 1; }
  printf("a0=%d b1=%d\n", a[0], b[1]);
  #pragma omp target update from(present: a)
  printf("a1=%d\n", a[1]);
  #pragma omp target update to(present: b[2:2])
  #pragma omp target exit data map(always, from: b) map(release: a)
  printf("b=%d %d %d %d\n", b[1], b[2], b[3], b[4]);
  printf("a present=%d b present=%d\n", omp_target_is_present(a, 0), omp_target_is_present(b, 0));
  #pragma omp target exit data map(release: a, b)
  printf("a present=%d b present=%d\n", omp_target_is_present(a, 0), omp_target_is_present(b, 0));
  /* always tofrom on present data in nested data region */
  #pragma omp target data map(to: c)
  {
    #pragma omp target data map(always, tofrom: c)
    {
      #pragma omp target
      for (int i = 0; i < N; i++) c[i] = 5;
    }
    printf("c0=%d\n", c[0]);
    #pragma omp target
    for (int i = 0; i < N; i++) c[i] = 6;
  }
  printf("c0=%d\n", c[0]);
  return 0;
}
