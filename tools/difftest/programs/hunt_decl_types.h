/* Header of hunt_decl_types.c: target regions and data directives
 * produced by macros, and declare target declarations. */
#ifndef HUNT_DECL_TYPES_H
#define HUNT_DECL_TYPES_H

#define HT_PRAGMA(x) _Pragma(#x)

/* a whole offloaded loop from one macro use */
#define HT_SCALE(arr, n, f)                                               \
  HT_PRAGMA(omp target teams distribute parallel for map(tofrom: arr[0:n])) \
  for (int ht_i = 0; ht_i < (n); ht_i++) (arr)[ht_i] *= (f)

/* a reduction from a macro, its result in r */
#define HT_SUM(arr, n, r)                                                 \
  do {                                                                    \
    r = 0;                                                                \
    HT_PRAGMA(omp target teams distribute parallel for reduction(+: r) map(to: arr[0:n])) \
    for (int ht_i = 0; ht_i < (n); ht_i++) r += (arr)[ht_i];              \
  } while (0)

#define HT_TO(x) HT_PRAGMA(omp target update to(x))
#define HT_FROM(x) HT_PRAGMA(omp target update from(x))

static inline int ht_twice(int v) { return 2 * v; }

#endif
