/* Written by hand for tools/difftest -file (docs/difftest.md): host fallbacks (if false) of regions with to/from maps inside data regions, with data present. */
#include <stdio.h>
#include <omp.h>
#define N 8
int main(void) {
  int a[N], b[N], flag = 0, init = -1;
  for (int i = 0; i < N; i++) { a[i] = i; b[i] = 0; }
  #pragma omp target if(flag) map(to: a) map(from: init)
  { for (int i = 0; i < N; i++) a[i] += 100; init = omp_is_initial_device(); }
  printf("to-mapped a[1]=%d init=%d\n", a[1], init);
  #pragma omp target data map(tofrom: b) if(flag)
  {
    #pragma omp target map(tofrom: b) if(target: flag)
    for (int i = 0; i < N; i++) b[i] = 2 * i;
    #pragma omp target update from(b) if(flag)
    printf("b[3]=%d\n", b[3]);
  }
  #pragma omp target enter data map(to: b)
  b[0] = -1;
  #pragma omp target map(tofrom: b) if(flag)
  b[1] = b[0] * 10;
  printf("fallback on host copy b[1]=%d\n", b[1]);
  #pragma omp target map(tofrom: b, init)
  { init = b[1]; b[2] = omp_is_initial_device(); }
  printf("device b[1]=%d b[2] host=%d\n", init, b[2]);
  #pragma omp target exit data map(from: b)
  printf("b[1]=%d b[2]=%d\n", b[1], b[2]);
  #pragma omp target teams distribute parallel for if(flag) map(tofrom: a) reduction(+: init)
  for (int i = 0; i < N; i++) { a[i] -= 100; init += a[i]; }
  printf("a[7]=%d init=%d\n", a[7], init);
  return 0;
}
