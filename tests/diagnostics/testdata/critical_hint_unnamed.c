#include <omp.h>
void f(int *a) {
  #pragma omp target map(tofrom: a[0:1])
  {
    #pragma omp critical hint(omp_sync_hint_contended)
    a[0]++;
  }
}
// expect: 5:26: error: the name of the construct must be specified in presence of 'hint' clause
