/* multi_tu: one binary whose kernels come from three translation units:
 * main.c and fill.c (sources of the binary) and vecops.c (an
 * omp_offload_library in examples/multi_tu/lib). All of them end up in one
 * device image; the results are checked on the host. */
#include <math.h>
#include <omp.h>
#include <stdio.h>
#include <stdlib.h>

#include "examples/multi_tu/fill.h"
#include "examples/multi_tu/lib/vecops.h"

#define N 10007

int main(void) {
  int n = N;
  double *x = malloc(sizeof(double) * N), *y = malloc(sizeof(double) * N);
  int fallbacks = 0;

  fallbacks += fill_ramp(n, 0.0, 1.0, x);  /* x[i] = i       (fill.c)   */
  fallbacks += fill_ramp(n, 1.0, -0.5, y); /* y[i] = 1 - i/2 (fill.c)   */
  fallbacks += vec_axpy(n, 2.0, x, y);     /* y += 2x        (vecops.c) */

  /* main.c's own kernel: y[i] *= 2. */
  int on_host = 1;
#pragma omp target teams distribute parallel for map(tofrom: y[0:n]) map(tofrom: on_host)
  for (int i = 0; i < n; i++) {
    y[i] = 2.0 * y[i];
    if (i == 0) on_host = omp_is_initial_device();
  }
  fallbacks += on_host;

  int bad = 0;
  for (int i = 0; i < n; i++) {
    double want = 2.0 * (2.0 * i + (1.0 - 0.5 * i));
    if (fabs(y[i] - want) > 1e-9) bad++;
  }
  printf("multi_tu: n=%d y[0]=%g y[n-1]=%g, %d wrong element(s), %d of 4 kernel launches fell back to the host\n", n, y[0],
         y[n - 1], bad, fallbacks);
  printf("%s multi_tu\n", bad == 0 && fallbacks == 0 ? "PASS" : "FAIL");
  free(x);
  free(y);
  return bad == 0 && fallbacks == 0 ? 0 : 1;
}
