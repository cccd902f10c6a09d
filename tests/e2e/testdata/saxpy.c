/* saxpy: target teams distribute parallel for with map(to:) and
 * map(tofrom:) sections of heap arrays, checked against the same loop run
 * sequentially on the host. */
#include <omp.h>
#include <stdio.h>
#include <stdlib.h>

#define N 4099 /* not a multiple of any block size */

int main(void) {
  int n = N;
  const float a = 2.5f;
  float *x = malloc(sizeof(float) * n);
  float *y = malloc(sizeof(float) * n);
  float *ref = malloc(sizeof(float) * n);
  int initial = -1;
  int i;
  for (i = 0; i < n; i++) {
    x[i] = (float)i;
    y[i] = (float)(n - i);
    ref[i] = a * x[i] + y[i];
  }

#pragma omp target teams distribute parallel for map(to: x[0:n]) map(tofrom: y[0:n]) map(tofrom: initial)
  for (int j = 0; j < n; j++) {
    if (j == 0) initial = omp_is_initial_device();
    y[j] = a * x[j] + y[j];
  }

  int bad = 0;
  double sum = 0;
  for (i = 0; i < n; i++) {
    if (y[i] != ref[i]) {
      if (bad < 5) printf("mismatch y[%d] = %g, want %g\n", i, y[i], ref[i]);
      bad++;
    }
    sum += y[i];
  }
  printf("initial_device=%d\n", initial);
  printf("y[0]=%.1f y[1]=%.1f y[%d]=%.1f\n", y[0], y[1], n - 1, y[n - 1]);
  printf("sum=%.1f\n", sum);
  free(x);
  free(y);
  free(ref);
  if (bad) {
    printf("FAIL saxpy: %d mismatches\n", bad);
    return 1;
  }
  printf("PASS saxpy\n");
  return 0;
}
