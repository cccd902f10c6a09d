/* Nested parallelism in target regions: each inner parallel construct
 * is refused at its pragma, naming the parallel region around it. */
#include <omp.h>

void f(int *a, int n) {
  #pragma omp target parallel num_threads(4) map(tofrom: a[0:n])
  {
    #pragma omp parallel num_threads(2)
    a[omp_get_thread_num()] += 1;
  }
  #pragma omp target map(tofrom: a[0:n])
  {
    a[0] = 1;
    #pragma omp parallel num_threads(4)
    {
      #pragma omp for
      for (int i = 0; i < n; i++) a[i] = 1;
      #pragma omp parallel
      a[1] = omp_get_level();
    }
  }
  #pragma omp target parallel for map(tofrom: a[0:n])
  for (int i = 0; i < n; i++) {
    #pragma omp parallel for
    for (int j = 0; j < n; j++) a[j] = i;
  }
  #pragma omp target teams distribute parallel for map(tofrom: a[0:n])
  for (int i = 0; i < n; i++) {
    #pragma omp parallel
    a[i] = 1;
  }
  #pragma omp target map(tofrom: a[0:n])
  #pragma omp parallel
  {
    #pragma omp parallel for
    for (int j = 0; j < n; j++) a[j] = 1;
  }
}
// expect: 8:13: error: '#pragma omp parallel' nested in the parallel region of '#pragma omp target parallel' (at 6:11) is not supported yet: nested parallel regions (level 2, one thread each) are not implemented on the device
// expect: 18:15: error: '#pragma omp parallel' nested in the parallel region of '#pragma omp parallel' (at 14:13) is not supported yet: nested parallel regions (level 2, one thread each) are not implemented on the device
// expect: 24:13: error: '#pragma omp parallel for' nested in the parallel region of '#pragma omp target parallel for' (at 22:11) is not supported yet: nested parallel regions (level 2, one thread each) are not implemented on the device
// expect: 29:13: error: '#pragma omp parallel' nested in the parallel region of '#pragma omp target teams distribute parallel for' (at 27:11) is not supported yet: nested parallel regions (level 2, one thread each) are not implemented on the device
// expect: 35:13: error: '#pragma omp parallel for' nested in the parallel region of '#pragma omp target parallel' (at 32:11) is not supported yet: nested parallel regions (level 2, one thread each) are not implemented on the device
