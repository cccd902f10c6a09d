#include "examples/multi_tu/fill.h"

#include <omp.h>

int fill_ramp(int n, double start, double step, double *v) {
  int on_host = 1;
#pragma omp target teams distribute parallel for map(from: v[0:n]) map(tofrom: on_host)
  for (int i = 0; i < n; i++) {
    v[i] = start + i * step;
    if (i == 0) on_host = omp_is_initial_device();
  }
  return on_host;
}
