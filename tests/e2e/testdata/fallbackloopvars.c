/* The host fallback of a loop construct (if(false)) runs on copies of the
 * loop variables declared outside the loop: they are private to the
 * construct, so the variables keep their values, as on a device. */
#include <stdio.h>
int main(void) {
  int a[64], i = -1, j = -2, k = -3, off = 0;
#pragma omp target teams distribute parallel for map(from: a) if(off)
  for (i = 0; i < 64; i++) a[i] = i;
#pragma omp target teams distribute parallel for collapse(2) map(tofrom: a) if(off)
  for (j = 0; j < 8; j++)
    for (k = 0; k < 8; k++) a[j * 8 + k] += 1;
#pragma omp target teams distribute parallel for map(tofrom: a)
  for (i = 0; i < 64; i++) a[i] += 1;
  printf("%d %d %d %d %d\n", i, j, k, a[0], a[63]);
  int ok = i == -1 && j == -2 && k == -3 && a[0] == 2 && a[63] == 65;
  printf("%s fallbackloopvars\n", ok ? "PASS" : "FAIL");
  return ok ? 0 : 1;
}
