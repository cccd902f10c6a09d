/* A test harness header: a global, a macro that hides a target region,
 * and helpers defined here but not marked declare target. */
#include <omp.h>
int on_device;
#define CHECK_ON_DEVICE() \
  _Pragma("omp target map(from: on_device)") { on_device = !omp_is_initial_device(); }
static inline int twice(int x) { return 2 * x; }
