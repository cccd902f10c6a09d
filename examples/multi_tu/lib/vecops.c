#include "examples/multi_tu/lib/vecops.h"

#include <omp.h>

int vec_axpy(int n, double a, const double *x, double *y) {
  int on_host = 1;
#pragma omp target teams distribute parallel for map(to: x[0:n]) map(tofrom: y[0:n]) map(tofrom: on_host)
  for (int i = 0; i < n; i++) {
    y[i] = a * x[i] + y[i];
    if (i == 0) on_host = omp_is_initial_device();
  }
  return on_host;
}
