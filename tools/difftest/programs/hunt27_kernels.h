/* Kernels of hunt27_sources.c, static inline in a header, each holding a
 * target region over a pointer to rows of a fixed width. */
#ifndef HUNT27_KERNELS_H
#define HUNT27_KERNELS_H
#include "hunt27_harness.h"
#define KW 5
static inline void k_scale_rows(double (*rows)[KW], int nrows, double f) {
#pragma omp target teams distribute parallel for collapse(2) map(tofrom: rows[0:nrows])
  for (int i = 0; i < nrows; i++)
    for (int j = 0; j < KW; j++) rows[i][j] *= f;
}
static inline double k_row_sum(const double (*rows)[KW], int r) {
  double s = 0;
  H27_TARGET(map(to: rows[r:1]) map(tofrom: s),
    for (int j = 0; j < KW; j++) s += rows[r][j]);
  return s;
}
#define K_FILL(arr, n, expr)                                             \
  do {                                                                   \
    H27_PRAGMA(omp target teams distribute parallel for map(from: arr[0:n])) \
    for (int _i = 0; _i < (n); _i++) arr[_i] = (expr);                   \
  } while (0)
#endif
