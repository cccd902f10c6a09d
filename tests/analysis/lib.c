/* Fixture of the analysis test (never run). */
#include "tests/analysis/lib.h"

int lib_kernel(int n, float *x) {
#pragma omp target parallel for map(tofrom: x[0:n])
  for (int i = 0; i < n; i++) x[i] = x[i] - 1.0f;
  return 0;
}
