/* The consumer's program: one kernel here, one in the scale library. */
#include <omp.h>
#include <stdio.h>

#include "scale.h"

#define N 1000

int main(void) {
  double v[N];
  int n = N, on_host = 1;
#pragma omp target teams distribute parallel for map(from: v) map(tofrom: on_host)
  for (int i = 0; i < n; i++) {
    v[i] = i;
    if (i == 0) on_host = omp_is_initial_device();
  }
  scale(n, 3.0, v);
  double sum = 0;
  for (int i = 0; i < n; i++) sum += v[i];
  int ok = sum == 3.0 * (N - 1) * N / 2 && !on_host;
  /* HOST-ONLY: tests/incremental/check.sh edits the next line. */
  printf("consumer app: sum=%g on %s: %s\n", sum, on_host ? "the host" : "an offload device", ok ? "PASS" : "FAIL");
  return ok ? 0 : 1;
}
