#include "scale.h"

void scale(int n, double a, double *v) {
#pragma omp target teams distribute parallel for map(tofrom: v[0:n])
  for (int i = 0; i < n; i++) v[i] = a * v[i];
}
