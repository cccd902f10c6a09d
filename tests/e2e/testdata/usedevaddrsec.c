/* use_device_addr of array sections: inside the block the section's base
 * (an array, or a pointer) refers to the device copy, found through the
 * section's first element, which is mapped where the base's first
 * element is not. */
#include <stdio.h>
#include <stdlib.h>

int main(void) {
  int bad = 0;
  double b[16];
  double *p = malloc(32 * sizeof(double));
  for (int i = 0; i < 16; i++) b[i] = i;
  for (int i = 0; i < 32; i++) p[i] = -i;
  #pragma omp target enter data map(to: b[4:8], p[10:6])
  double *db = NULL, *dp = NULL;
  #pragma omp target data use_device_addr(b[4:2], p[10:2])
  {
    db = &b[4];
    dp = &p[10];
  }
  if (db == NULL || db == &b[4]) { printf("FAIL array: not a device address\n"); bad++; }
  if (dp == NULL || dp == &p[10]) { printf("FAIL pointer: not a device address\n"); bad++; }
  #pragma omp target is_device_ptr(db, dp)
  {
    for (int i = 0; i < 8; i++) db[i] *= 10;
    for (int i = 0; i < 6; i++) dp[i] += 100;
  }
  #pragma omp target data use_device_addr(b[6:1])
  {
    #pragma omp target has_device_addr(b)
    b[6] += 1;
  }
  #pragma omp target exit data map(from: b[4:8], p[10:6])
  if (b[3] != 3 || b[4] != 40 || b[6] != 61 || b[11] != 110 || b[12] != 12) {
    printf("FAIL b: %g %g %g %g %g\n", b[3], b[4], b[6], b[11], b[12]);
    bad++;
  }
  if (p[9] != -9 || p[10] != 90 || p[15] != 85 || p[16] != -16) {
    printf("FAIL p: %g %g %g %g\n", p[9], p[10], p[15], p[16]);
    bad++;
  }
  printf("b[4]=%g b[6]=%g p[10]=%g p[15]=%g\n", b[4], b[6], p[10], p[15]);
  free(p);
  if (bad) return 1;
  printf("PASS usedevaddrsec\n");
  return 0;
}
