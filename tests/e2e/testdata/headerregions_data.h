/* Included by headerregions.h: data directives in static inline
 * functions. */
#pragma once

static inline void hr_upload(double *v, int n) {
#pragma omp target enter data map(to: v[0:n])
}

static inline void hr_download(double *v, int n) {
#pragma omp target exit data map(from: v[0:n])
}
