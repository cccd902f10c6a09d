#include <omp.h>
void f(double *a, int n) {
  #pragma omp target map(tofrom: a[0:n])
  {
    a[0] = 1;
    #pragma omp parallel
    {
      int me = omp_get_thread_num();
      while (me < 4) {
        #pragma omp for
        for (int i = 1; i < n; i++) a[i] = a[0];
        me += 4;
      }
    }
  }
}
// expect: 10:17: error: '#pragma omp for' under a condition that may differ between the threads of the team (the 'while' at line 9) is not supported: every thread of the team must reach its barrier
