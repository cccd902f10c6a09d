/* A header whose static inline functions offload only through _Pragma:
 * a macro argument written in a function, and do { } while (0)
 * statement macros (one through another) used in one. The lowering reads
 * it into the unit; the macros it only defines would not bring it in. */
#ifndef HEADERMACROS_H
#define HEADERMACROS_H
#define HM_PRAGMA(x) _Pragma(#x)
#define HM_SYNC_TO(a, n) do { HM_PRAGMA(omp target update to(a[0:n])) } while (0)
#define HM_PUSH(a, n) HM_SYNC_TO(a, n)
static inline void hm_scale(double *a, int n, double f) {
  HM_PRAGMA(omp target teams distribute parallel for map(tofrom: a[0:n]))
  for (int i = 0; i < n; i++) a[i] *= f;
}
static inline void hm_push(double *a, int n) {
  HM_PUSH(a, n);
}
#endif
