/* Written by hand for tools/difftest -file (docs/difftest.md): if(target: ...), device(initial device), if on data directives, omp_is_initial_device. */
#include <stdio.h>
#include <omp.h>
#define N 10
int main(void) {
  int a[N], isinit[3] = {-1, -1, -1};
  for (int i = 0; i < N; i++) a[i] = i;
  int use_dev = 0;
  #pragma omp target if(target: use_dev) map(tofrom: a, isinit)
  { isinit[0] = omp_is_initial_device(); for (int i = 0; i < N; i++) a[i] *= 2; }
  use_dev = 1;
  #pragma omp target if(use_dev) map(tofrom: a, isinit)
  { isinit[1] = omp_is_initial_device(); for (int i = 0; i < N; i++) a[i] += 1; }
  #pragma omp target device(omp_get_initial_device()) map(tofrom: a, isinit)
  { isinit[2] = omp_is_initial_device(); for (int i = 0; i < N; i++) a[i] += 1; }
  printf("a[3]=%d init %d %d %d\n", a[3], isinit[0], isinit[1], isinit[2]);
  /* data if false: target then maps by itself */
  int b[N];
  for (int i = 0; i < N; i++) b[i] = 1;
  #pragma omp target data map(tofrom: b) if(use_dev == 0)
  {
    #pragma omp target map(tofrom: b)
    for (int i = 0; i < N; i++) b[i] += 1;
    printf("inside b[0]=%d\n", b[0]);
  }
  printf("b[0]=%d\n", b[0]);
  #pragma omp target enter data map(to: b) if(0)
  printf("present %d\n", omp_target_is_present(b, omp_get_default_device()));
  #pragma omp target enter data map(to: b) device(0)
  b[1] = 50;
  #pragma omp target update to(b) if(target update: use_dev == 0)
  #pragma omp target map(from: isinit[0:1])
  isinit[0] = b[1];
  printf("dev b[1]=%d\n", isinit[0]);
  #pragma omp target update to(b) device(0)
  #pragma omp target map(from: isinit[0:1])
  isinit[0] = b[1];
  printf("dev b[1]=%d\n", isinit[0]);
  #pragma omp target exit data map(delete: b) device(0)
  printf("ndev>0: %d\n", omp_get_num_devices() > 0);
  return 0;
}
