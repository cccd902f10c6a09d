/* Written by hand for tools/difftest -file (docs/difftest.md): pointer members of elements of an array of structs, of an array member. */
#include <stdio.h>
#include <stdlib.h>
struct V { int n; double *d; };
struct W { struct V vs[3]; int k; };
int main(void) {
  struct V arr[3];
  for (int i = 0; i < 3; i++) { arr[i].n = 4; arr[i].d = calloc(4, sizeof(double)); }
  #pragma omp target map(tofrom: arr[1].d[0:4])
  arr[1].d[2] = 5;
  #pragma omp target enter data map(to: arr)
  #pragma omp target enter data map(to: arr[0].d[0:4])
  struct W w; w.k = 1; for (int i = 0; i < 3; i++) { w.vs[i].n = 2; w.vs[i].d = arr[i].d; }
  #pragma omp target map(tofrom: w.vs[1].d[0:2])
  w.vs[1].d[1] = 3;
  #pragma omp target map(to: w) map(tofrom: w.vs[0].d[0:2])
  w.vs[0].d[0] = 1;
  #pragma omp target
  { arr[0].d[3] = 9; arr[0].n = 7; }
  #pragma omp target exit data map(from: arr[0].d[0:4])
  #pragma omp target exit data map(from: arr)
  for (int i = 0; i < 3; i++) printf("%d %g %g %g %g\n", arr[i].n, arr[i].d[0], arr[i].d[1], arr[i].d[2], arr[i].d[3]);
  printf("k=%d same=%d\n", w.k, w.vs[0].d == arr[0].d);
  return 0;
}
