#include <omp.h>
void f(double *a, int n) {
  #pragma omp target map(tofrom: a[0:n])
  #pragma omp parallel
  {
    int me = omp_get_thread_num();
    int rounds = 3;
    if (me == 0)
      rounds = 4;
    for (int r = 0; r < rounds; r++) {
      #pragma omp for
      for (int i = 0; i < n; i++) a[i] += r;
    }
  }
}
// expect: 11:15: error: '#pragma omp for' under a condition that may differ between the threads of the team (the 'for' at line 10) is not supported: every thread of the team must reach its barrier
