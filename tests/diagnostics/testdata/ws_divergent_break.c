#include <omp.h>
void f(double *a, int n) {
  #pragma omp target parallel map(tofrom: a[0:n])
  {
    for (int r = 0; r < 4; r++) {
      #pragma omp for
      for (int i = 0; i < n; i++) a[i] += r;
      if (omp_get_thread_num() == 1)
        break;
    }
  }
}
// expect: 9:9: error: 'break' under a condition that may differ between the threads of the team leaves a loop that holds a barrier of the team; not supported
