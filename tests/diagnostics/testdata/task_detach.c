#include <omp.h>
void f(int *a) {
  #pragma omp target map(tofrom: a[0:4])
  {
    omp_event_handle_t e;
    #pragma omp task detach(e)
    a[0] = 1;
  }
}
// expect: 6:22: error: clause 'detach' on '#pragma omp task' in a target region is not supported yet
