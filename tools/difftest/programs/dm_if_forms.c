/* Written by hand for tools/difftest -file (docs/difftest.md): if clauses on data directives, device(initial device), nested if */
#include <stdio.h>
#include <omp.h>
#define N 4
int main(void) {
  int a[N] = {1, 2, 3, 4}, init = -1, dv = -1;
  int on = 0;
  #pragma omp target enter data map(to: a) if(on)
  printf("1: %d\n", omp_target_is_present(a, omp_get_default_device()));
  #pragma omp target enter data map(to: a) if(!on)
  a[0] = 50;
  #pragma omp target update to(a) if(on)
  #pragma omp target map(from: dv)
  { dv = a[0]; a[1] = 60; }
  printf("2: %d %d\n", dv, a[1]);
  #pragma omp target update from(a) if(target update: !on)
  printf("3: %d %d\n", a[0], a[1]);
  #pragma omp target exit data map(delete: a) if(on)
  printf("4: %d\n", omp_target_is_present(a, omp_get_default_device()));
  #pragma omp target exit data map(from: a) if(target exit data: 1)
  printf("5: %d\n", omp_target_is_present(a, omp_get_default_device()));
  #pragma omp target device(omp_get_initial_device()) map(from: init)
  { init = omp_is_initial_device(); }
  printf("6: %d\n", init);
  #pragma omp target data map(tofrom: a) if(0)
  {
    #pragma omp target map(from: init)
    { init = omp_is_initial_device(); a[2] = 70; }
  }
  printf("7: %d %d\n", init, a[2]);
  int sum = 0;
  #pragma omp target teams distribute parallel for reduction(+: sum) if(target: on) map(tofrom: sum)
  for (int i = 0; i < N; i++) sum += a[i] + omp_is_initial_device();
  printf("8: %d\n", sum);
  #pragma omp target parallel for if(parallel: 0) if(target: 1) map(tofrom: a)
  for (int i = 0; i < N; i++) a[i] = omp_get_num_threads() + omp_is_initial_device() * 10;
  printf("9: %d %d\n", a[0], a[3]);
  return 0;
}
