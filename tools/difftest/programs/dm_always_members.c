/* Written by hand for tools/difftest -file (docs/difftest.md): always from and tofrom on data regions nested in present data, updates of members of array-of-structs elements */
#include <stdio.h>
#include <omp.h>
#define N 4
typedef struct { int id; double v[3]; } It;
int main(void) {
  int a[N] = {1, 2, 3, 4};
  It its[3];
  for (int j = 0; j < 3; j++) { its[j].id = j; for (int i = 0; i < 3; i++) its[j].v[i] = j * 10 + i; }
  #pragma omp target enter data map(to: a, its)
  #pragma omp target data map(always, from: a)
  {
    #pragma omp target
    for (int i = 0; i < N; i++) a[i] *= 10;
  }
  printf("1: %d %d\n", a[0], a[3]);
  #pragma omp target data map(always, tofrom: a[1:2])
  {
    a[0] = -7;
    #pragma omp target
    for (int i = 1; i < 3; i++) a[i] += 1;
  }
  printf("2: %d %d %d\n", a[0], a[1], a[2]);
  #pragma omp target
  for (int j = 0; j < 3; j++) { its[j].id += 100; its[j].v[2] = -its[j].v[2]; }
  #pragma omp target update from(its[1:2])
  printf("3: %d %d %g %g\n", its[0].id, its[1].id, its[1].v[2], its[2].v[2]);
  its[0].v[0] = 500;
  #pragma omp target update to(its[0].v[0:1])
  #pragma omp target
  { its[0].v[1] = its[0].v[0] + 1; }
  #pragma omp target update from(its[0].v)
  printf("4: %d %g %g\n", its[0].id, its[0].v[0], its[0].v[1]);
  #pragma omp target update from(its[0].id)
  printf("5: %d\n", its[0].id);
  #pragma omp target exit data map(delete: a) map(from: its)
  printf("6: %d %d\n", omp_target_is_present(a, omp_get_default_device()), its[2].id);
  return 0;
}
