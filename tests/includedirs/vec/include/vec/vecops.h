/* Target regions in static inline functions, a declare target function
   and global, a target update, in a header of another package. */
#ifndef VEC_VECOPS_H
#define VEC_VECOPS_H
#include "vecconf.h"

#pragma omp declare target
static double vec_offset = 1.0;
static inline double vec_scale(double x) { return x * VEC_FACTOR + vec_offset; }
#pragma omp end declare target

static inline void vec_scale_all(double *a, int n) {
#pragma omp target teams distribute parallel for map(tofrom: a[0:n])
  for (int i = 0; i < n; i++)
    a[i] = vec_scale(a[i]);
}

static inline void vec_set_offset(double v) {
  vec_offset = v;
#pragma omp target update to(vec_offset)
}

static inline long vec_count_above(const double *a, int n, double t) {
  long c = 0;
#pragma omp target teams distribute parallel for map(to: a[0:n]) reduction(+: c)
  for (int i = 0; i < n; i++)
    c += a[i] > t;
  return c;
}
#endif
