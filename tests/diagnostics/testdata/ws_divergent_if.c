#include <omp.h>
void f(double *a, int n) {
  #pragma omp target parallel map(tofrom: a[0:n])
  {
    if (omp_get_thread_num() < 2) {
      #pragma omp for
      for (int i = 0; i < n; i++) a[i] = 0;
    }
  }
}
// expect: 6:15: error: '#pragma omp for' under a condition that may differ between the threads of the team (the 'if' at line 5) is not supported: every thread of the team must reach its barrier
