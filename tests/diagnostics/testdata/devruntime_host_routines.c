/* OpenMP routines that only the host provides, called in a target
 * region. */
#include <omp.h>

void f(double *a, int n) {
#pragma omp target map(tofrom: a[0:n])
  {
    omp_set_num_threads(4);
    void *p = omp_target_alloc(64, 0);
    a[0] = omp_get_num_places();
    a[1] = omp_get_place_num();
  }
}
// expect: 8:5: error: OpenMP routine 'omp_set_num_threads' cannot be called in a target region: it changes or prints the host's settings (internal control variables)
// expect: 9:15: error: OpenMP routine 'omp_target_alloc' cannot be called in a target region: memory and device management routines run on the host
// expect: 10:12: error: OpenMP routine 'omp_get_num_places' in a target region is not supported yet: it is not implemented on the device (docs/device-runtime.md lists the device routines)
// expect: 11:12: error: OpenMP routine 'omp_get_place_num' in a target region is not supported yet: it is not implemented on the device (docs/device-runtime.md lists the device routines)
