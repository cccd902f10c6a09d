/* Found through -I in the test's copts; its macro comes from -D there. */
#ifndef CFG_CFG_H
#define CFG_CFG_H
#define CFG_N (CFG_BASE * 4)
static inline void cfg_negate(double *a, int n) {
#pragma omp target map(tofrom: a[0:n])
  for (int i = 0; i < n; i++)
    a[i] = -a[i];
}
#endif
