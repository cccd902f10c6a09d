/* lastprivate items of loops without iterations in target regions keep
 * their values, on the device and in the host fallback (which the test
 * also runs with offloading disabled, compiled by the host compiler,
 * whose code copies an uninitialized private copy back unless the item
 * is firstprivate too): the combined construct, a parallel for nested
 * in target, one beside other code, a worksharing for in a target
 * parallel region and a for in a nested parallel region. OpenMP leaves
 * the value unspecified; clang-19 keeps it, and so does the lowering. */
#include <stdio.h>
int main(void) {
  int fails = 0, ok;
  int n = 0, v = 5, w = 6, u = 8, x = 9, y = 10, z = 11;
#pragma omp target parallel for lastprivate(v) map(tofrom: v)
  for (int j = 0; j < n; j++) v = j;
#pragma omp target map(tofrom: w)
#pragma omp parallel for lastprivate(w)
  for (int j = 0; j < n; j++) w = j;
#pragma omp target map(tofrom: u)
  {
    u += 1;
#pragma omp parallel for lastprivate(u) schedule(static)
    for (int j = 0; j < n; j++) u = j;
    u += 1;
  }
#pragma omp target parallel num_threads(2) map(tofrom: x)
  {
#pragma omp for lastprivate(x)
    for (int j = 0; j < n; j++) x = j;
  }
#pragma omp target parallel num_threads(2) map(tofrom: y, z)
  {
#pragma omp parallel
    {
#pragma omp for lastprivate(y)
      for (int j = 0; j < n; j++) y = j;
    }
#pragma omp single
    {
#pragma omp parallel for lastprivate(z)
      for (int j = 0; j < n; j++) z = j;
    }
  }
  ok = v == 5 && w == 6 && u == 10 && x == 9 && y == 10 && z == 11;
  printf("zero trip=%d (%d %d %d %d %d %d)\n", ok, v, w, u, x, y, z);
  fails += !ok;
  if (fails) {
    printf("FAIL lastprivate_zero_trip\n");
    return 1;
  }
  printf("PASS lastprivate_zero_trip\n");
  return 0;
}
