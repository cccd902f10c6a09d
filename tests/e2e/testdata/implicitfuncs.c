/* Functions called from target regions without declare target: defined
 * in this unit (here or in a header), they are compiled for the device
 * implicitly, together with the functions they call. */
#include <stdio.h>
#include "implicitfuncs.h"

static int square(int x) { return x * x; }
int poly(int x) { return square(x) + twice(x) + 1; } /* calls on */

int main(void) {
  CHECK_ON_DEVICE();
  int a[64];
  for (int i = 0; i < 64; i++) a[i] = i;
#pragma omp target teams distribute parallel for map(tofrom: a)
  for (int i = 0; i < 64; i++) a[i] = poly(a[i]);
  long sum = 0;
  for (int i = 0; i < 64; i++) sum += a[i];
  printf("on device: %d, a[3] = %d, sum = %ld\n", on_device, a[3], sum);
  int ok = on_device == 1 && a[3] == 16 && sum == 89440;
  printf("%s implicitfuncs\n", ok ? "PASS" : "FAIL");
  return ok ? 0 : 1;
}
