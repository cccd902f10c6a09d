/* A header in a -I directory with target regions in static inline
   functions, a declare target function and global, and a data directive. */
#ifndef VEC_VECOPS_H
#define VEC_VECOPS_H
#include "vecconf.h"

#pragma omp declare target
static double vec_bias = 0.5;
static inline double vec_scale(double x) { return x * VEC_FACTOR + vec_bias; }
#pragma omp end declare target

static inline void vec_apply(double *a, int n, double s) {
#pragma omp target teams distribute parallel for map(tofrom: a[0:n]) firstprivate(s)
  for (int i = 0; i < n; i++)
    a[i] = vec_scale(a[i]) + s;
}

static inline double vec_sum(const double *a, int n) {
  double s = 0;
#pragma omp target teams distribute parallel for map(to: a[0:n]) reduction(+: s)
  for (int i = 0; i < n; i++)
    s += a[i];
  return s;
}

static inline void vec_set_bias(double b) {
  vec_bias = b;
#pragma omp target update to(vec_bias)
}
#endif
