/* Fixture of the analysis test (never run). */
#include "tests/analysis/lib.h"

int a_kernel(int n, float *x) {
#pragma omp target teams distribute parallel for map(tofrom: x[0:n])
  for (int i = 0; i < n; i++) x[i] = x[i] * 2.0f;
  return lib_kernel(n, x);
}
