/* A header with target regions and data directives in static inline
 * functions, and declare target forms gcc 12 rejects (begin declare
 * target, enter): the lowering reads it into the unit that includes it,
 * and headerregions_data.h, which it includes, into it. */
#pragma once
#ifndef HEADERREGIONS_H
#define HEADERREGIONS_H

#pragma omp begin declare target
static int hr_factor = 3;
static inline double hr_times(double x) { return x * hr_factor; }
#pragma omp end declare target

static double hr_bias = 0.5;
#pragma omp declare target enter(hr_bias)

static inline void hr_scale(double *v, int n, double a) {
#pragma omp target teams distribute parallel for map(tofrom: v[0:n])
  for (int i = 0; i < n; i++) v[i] = v[i] * a + hr_bias;
}

/* Data directives, in a header of this header's, read in with it. */
#include "headerregions_data.h"

/* Where this header's code says it is. */
static inline int hr_where_line(void) { return __LINE__; }
static inline const char *hr_where_file(void) { return __FILE__; }

#endif
