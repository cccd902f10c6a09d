/* Written by hand for tools/difftest -file: device clauses naming the
 * default device, the host (omp_get_initial_device()) and data of each. */
#include <stdio.h>
#include <omp.h>

int main(void) {
  int host = omp_get_initial_device(), dflt = omp_get_default_device();
  int on1 = -1, on2 = -1, x = 1, y = 1;
#pragma omp target device(host) map(tofrom: on1, x)
  { on1 = omp_is_initial_device(); x += 10; }
#pragma omp target device(dflt) map(tofrom: on2, y)
  { on2 = omp_is_initial_device(); y += 10; }
  int a[8];
  for (int i = 0; i < 8; i++) a[i] = i;
#pragma omp target enter data map(to: a) device(dflt)
  for (int i = 0; i < 8; i++) a[i] = 100;
  int pres = omp_target_is_present(a, dflt), hp = omp_target_is_present(a, host);
  long s = 0;
#pragma omp target teams distribute parallel for reduction(+: s) device(dflt)
  for (int i = 0; i < 8; i++) s += a[i];
  long s2 = 0;
#pragma omp target teams distribute parallel for reduction(+: s2) device(host) map(to: a)
  for (int i = 0; i < 8; i++) s2 += a[i];
#pragma omp target exit data map(release: a) device(dflt)
  printf("devices on1 %d x %d on2 %d y %d pres %d hp %d s %ld s2 %ld after %d\n", on1, x, on2, y, pres, hp, s, s2,
         omp_target_is_present(a, dflt));
  return 0;
}
