/* Written by hand for tools/difftest -file (docs/difftest.md): requires directives the lowerer accepts, with mapped and unmapped heap data. */
#include <stdio.h>
#include <stdlib.h>
#pragma omp requires unified_address
#pragma omp requires dynamic_allocators atomic_default_mem_order(seq_cst)
int main(void) {
  int a[4] = {1, 2, 3, 4}, c = 0;
  int *h = malloc(4 * sizeof(int));
  for (int i = 0; i < 4; i++) h[i] = i;
#pragma omp target map(tofrom: a, c) map(tofrom: h[0:4])
  {
    for (int i = 0; i < 4; i++) { a[i] *= 2; h[i] += a[i]; }
#pragma omp atomic
    c++;
  }
  int ok = a[3] == 8 && c == 1 && h[3] == 11;
  printf("%d %d %d\n%s hunt3_requires\n", a[3], c, h[3], ok ? "PASS" : "FAIL");
  free(h);
  return 0;
}
