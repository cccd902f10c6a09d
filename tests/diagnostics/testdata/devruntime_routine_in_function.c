/* A host-only OpenMP routine in a declare target function. */
#include <omp.h>

#pragma omp declare target
static int threads(void) {
  omp_set_dynamic(0);
  return omp_get_num_places();
}
#pragma omp end declare target

void f(int *a) {
#pragma omp target map(from: a[0:1])
  a[0] = threads();
}
// expect: 6:3: error: OpenMP routine 'omp_set_dynamic' cannot be called in declare target function 'threads': it changes or prints the host's settings (internal control variables)
// expect: 7:10: error: OpenMP routine 'omp_get_num_places' in declare target function 'threads' is not supported yet: it is not implemented on the device (docs/device-runtime.md lists the device routines)
