/* Written by hand for tools/difftest -file (docs/difftest.md): reference counts of structs, members and pointees */
#include <stdio.h>
#include <stdlib.h>
#include <omp.h>
typedef struct { int k; double v[4]; double *p; } S;
static int pres(void *q) { return omp_target_is_present(q, omp_get_default_device()); }
int main(void) {
  S s; s.k = 2; s.p = malloc(4 * sizeof(double));
  for (int i = 0; i < 4; i++) { s.v[i] = i; s.p[i] = 10 + i; }
  #pragma omp target enter data map(to: s)
  #pragma omp target map(tofrom: s.v[0:4])
  for (int i = 0; i < 4; i++) s.v[i] += s.k;
  printf("1: %g %g pres %d\n", s.v[0], s.v[3], pres(&s));
  #pragma omp target enter data map(to: s.p[0:4])
  #pragma omp target
  for (int i = 0; i < 4; i++) s.p[i] *= s.k;
  printf("2: %g pres %d %d\n", s.p[1], pres(s.p), pres(&s.p));
  #pragma omp target update from(s.p[0:4], s.v)
  printf("3: %g %g\n", s.p[1], s.v[1]);
  s.k = 5;
  #pragma omp target map(always, to: s.k)
  { s.v[0] = s.k; }
  #pragma omp target exit data map(from: s.v[0:1])
  printf("4: %g pres %d\n", s.v[0], pres(&s));
  #pragma omp target exit data map(release: s.p[0:4])
  printf("5: pres %d %d\n", pres(s.p), pres(&s));
  #pragma omp target exit data map(from: s)
  printf("6: %d %g %g pres %d\n", s.k, s.v[0], s.v[1], pres(&s));
  S arr[3];
  for (int j = 0; j < 3; j++) { arr[j].k = j; for (int i = 0; i < 4; i++) arr[j].v[i] = j * 4 + i; arr[j].p = 0; }
  #pragma omp target data map(to: arr)
  {
    #pragma omp target data map(tofrom: arr[1])
    {
      #pragma omp target
      for (int j = 0; j < 3; j++) arr[j].v[0] = -arr[j].k;
    }
    printf("7: %g %g %g\n", arr[0].v[0], arr[1].v[0], arr[2].v[0]);
    #pragma omp target exit data map(delete: arr[2])
    printf("8: %d %d\n", pres(&arr[2]), pres(arr));
    #pragma omp target update from(arr[0:2])
    printf("9: %g %g\n", arr[0].v[0], arr[1].v[0]);
  }
  printf("10: %d\n", pres(arr));
  free(s.p);
  return 0;
}
