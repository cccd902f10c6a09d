#if 0
#include_next <region.h>
#endif
#line 1 "include/region.h"
static inline void h(int *a) {
  #pragma omp target map(tofrom: a[0:1])
  { a[0] = 1; }
}
