#include <omp.h>
void f(double *a, int n) {
  #pragma omp target parallel map(tofrom: a[0:n])
  {
    #pragma omp for nowait
    for (int i = 0; i < n; i++) a[i] = i;
    int mine = 0;
    #pragma omp for
    for (int i = 0; i < n; i++) mine = i;
    if (mine > 0) {
      #pragma omp barrier
    }
  }
}
// expect: 11:15: error: '#pragma omp barrier' under a condition that may differ between the threads of the team (the 'if' at line 10) is not supported: every thread of the team must reach its barrier
