#include <omp.h>

void f(int *a, int n) {
  #pragma omp target map(tofrom: a[0:2])
  {
    #pragma omp task final(n > 2) shared(a)
    a[0] = omp_in_final();
    a[1] = omp_in_final();
  }
}
// expect: 7:12: error: OpenMP routine 'omp_in_final' in a target region is not supported yet in a unit with a 'final' clause (at 6:22): the device runs every task at once and does not track final tasks
// expect: 8:12: error: OpenMP routine 'omp_in_final' in a target region is not supported yet in a unit with a 'final' clause (at 6:22): the device runs every task at once and does not track final tasks
