/* Reductions of constructs nested in a target region: only a map clause
 * on the target construct makes the result reach the host. */
#include <stdio.h>
#define N 500
int main(void) {
  int a[N];
  long s = 1, t = 2, u = 3, v = 4;
  for (int i = 0; i < N; i++) a[i] = i % 7;
  /* Mapped explicitly: the reduction reaches the host. */
#pragma omp target teams map(tofrom: s) map(to: a)
#pragma omp distribute parallel for reduction(+: s)
  for (int i = 0; i < N; i++) s += a[i];
  printf("s=%ld\n", s);
  /* Not mapped: firstprivate to the target region, the host keeps t. */
#pragma omp target map(to: a)
#pragma omp parallel for reduction(max: t)
  for (int i = 0; i < N; i++) t = a[i] > t ? a[i] : t;
  printf("t=%ld\n", t);
  /* Present through target data, not mapped by the region: firstprivate,
   * the present copy is not the one reduced. */
#pragma omp target data map(tofrom: u) map(to: a)
  {
#pragma omp target
    {
#pragma omp teams distribute parallel for reduction(+: u)
      for (int i = 0; i < N; i++) u += a[i];
    }
  }
  printf("u=%ld\n", u);
  /* Present and mapped by the region: the device copy is reduced and the
   * enclosing region copies it back. */
#pragma omp target data map(tofrom: v) map(to: a)
  {
#pragma omp target map(tofrom: v)
#pragma omp teams distribute parallel for reduction(*: v)
    for (int i = 0; i < 10; i++) v *= 2;
  }
  printf("v=%ld\n", v);
  int ok = s == 1495 && t == 2 && u == 3 && v == 4096;
  printf("%s nestedreduction\n", ok ? "PASS" : "FAIL");
  return ok ? 0 : 1;
}
