/* has_device_addr of array sections: the section's base holds device
 * addresses (a pointer from omp_target_alloc, or an array that
 * use_device_addr made the device copy). */
#include <stdio.h>
#include <omp.h>

int main(void) {
  int bad = 0;
  int dev = omp_get_default_device();
  double *d = omp_target_alloc(10 * sizeof(double), dev);
  double h[10];
  #pragma omp target has_device_addr(d[0:10])
  for (int i = 0; i < 10; i++) d[i] = i * 1.5;
  #pragma omp target teams distribute parallel for has_device_addr(d[2:8])
  for (int i = 2; i < 10; i++) d[i] += 100;
  omp_target_memcpy(h, d, sizeof(h), 0, 0, omp_get_initial_device(), dev);
  if (h[0] != 0 || h[1] != 1.5 || h[2] != 103 || h[9] != 113.5) {
    printf("FAIL pointer: %g %g %g %g\n", h[0], h[1], h[2], h[9]);
    bad++;
  }
  double b[6] = {1, 2, 3, 4, 5, 6};
  #pragma omp target data map(tofrom: b)
  {
    #pragma omp target data use_device_addr(b)
    {
      #pragma omp target has_device_addr(b[1:4])
      for (int i = 1; i < 5; i++) b[i] *= -1;
    }
    if (b[1] != 2) { printf("FAIL present copy changed the host: %g\n", b[1]); bad++; }
  }
  if (b[0] != 1 || b[1] != -2 || b[4] != -5 || b[5] != 6) {
    printf("FAIL array: %g %g %g %g\n", b[0], b[1], b[4], b[5]);
    bad++;
  }
  printf("h[2]=%g h[9]=%g b[1]=%g b[4]=%g\n", h[2], h[9], b[1], b[4]);
  omp_target_free(d, dev);
  if (bad) return 1;
  printf("PASS hasdevaddrsec\n");
  return 0;
}
