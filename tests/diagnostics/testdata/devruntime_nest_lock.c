/* Nestable locks in a target region. */
#include <omp.h>

void f(long *c) {
  omp_nest_lock_t l;
#pragma omp target map(tofrom: c[0:1], l)
  {
    omp_init_nest_lock(&l);
    omp_set_nest_lock(&l);
    c[0]++;
    omp_unset_nest_lock(&l);
  }
}
// expect: 8:5: error: OpenMP routine 'omp_init_nest_lock' in a target region is not supported yet: nestable locks are not implemented on the device (omp_lock_t and its routines are)
// expect: 9:5: error: OpenMP routine 'omp_set_nest_lock' in a target region is not supported yet: nestable locks are not implemented on the device (omp_lock_t and its routines are)
// expect: 11:5: error: OpenMP routine 'omp_unset_nest_lock' in a target region is not supported yet: nestable locks are not implemented on the device (omp_lock_t and its routines are)
