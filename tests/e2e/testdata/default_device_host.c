/* omp_set_default_device(omp_get_initial_device()): constructs without a
   device clause then run on the host, as with device(initial), also under
   OMP_TARGET_OFFLOAD=MANDATORY; setting a device back offloads again. */
#include <omp.h>
#include <stdio.h>

int main(void) {
  int ok = 1, on_host = -1;
  int a[8];
  for (int i = 0; i < 8; i++) a[i] = i;
  omp_set_default_device(omp_get_initial_device());
#pragma omp target map(from: on_host)
  on_host = omp_is_initial_device();
  ok &= on_host == 1;
#pragma omp target data map(tofrom: a)
  {
#pragma omp target teams distribute parallel for
    for (int i = 0; i < 8; i++) a[i] += 10;
    /* on the host the map is the variable itself */
    ok &= a[7] == 17;
#pragma omp target update from(a)
  }
#pragma omp target enter data map(to: a)
#pragma omp target nowait map(tofrom: on_host)
  on_host = omp_is_initial_device() + 1;
#pragma omp taskwait
  ok &= on_host == 2;
#pragma omp target exit data map(from: a)
  printf("host default: on_host=%d a[7]=%d\n", on_host, a[7]);
  omp_set_default_device(0);
#pragma omp target map(from: on_host)
  on_host = omp_is_initial_device();
  int ref = -1;
#pragma omp target device(0) map(from: ref)
  ref = omp_is_initial_device();
  ok &= on_host == ref;
  if (!ok) {
    printf("FAIL default_device_host\n");
    return 1;
  }
  printf("PASS default_device_host\n");
  return 0;
}
