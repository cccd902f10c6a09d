/* Written by hand for tools/difftest -file (docs/difftest.md): default mappers over arrays of structs in target data, updates of sections through the mapper. */
#include <stdio.h>
#include <stdlib.h>
#include <omp.h>
typedef struct { int n; double *v; int tag; } Row;
#pragma omp declare mapper(Row r) map(r.n, r.tag) map(r.v[0:r.n])
int main(void) {
  int dev = omp_get_default_device();
  Row rows[4];
  for (int k = 0; k < 4; k++) { rows[k].n = k + 2; rows[k].tag = k; rows[k].v = malloc(rows[k].n * sizeof(double)); for (int i = 0; i < rows[k].n; i++) rows[k].v[i] = k * 10 + i; }
  #pragma omp target data map(tofrom: rows[0:4])
  {
    #pragma omp target teams distribute
    for (int k = 0; k < 4; k++) for (int i = 0; i < rows[k].n; i++) rows[k].v[i] += rows[k].tag;
    #pragma omp target update from(rows[1:2])
    printf("mid %g %g %g\n", rows[0].v[0], rows[1].v[1], rows[2].v[3]);
    for (int i = 0; i < rows[3].n; i++) rows[3].v[i] = -1;
    #pragma omp target update to(rows[3:1])
    #pragma omp target
    for (int i = 0; i < rows[3].n; i++) rows[3].v[i] *= 2;
    printf("present %d %d\n", omp_target_is_present(rows, dev), omp_target_is_present(rows[2].v, dev));
  }
  double s = 0; for (int k = 0; k < 4; k++) for (int i = 0; i < rows[k].n; i++) s += rows[k].v[i];
  printf("s %g r3 %g present %d\n", s, rows[3].v[0], omp_target_is_present(rows[2].v, dev));
  Row one = rows[1];
  #pragma omp target enter data map(to: one)
  #pragma omp target map(tofrom: one)
  one.v[0] = 1234;
  #pragma omp target exit data map(from: one)
  printf("one %g\n", one.v[0]);
  return 0;
}
