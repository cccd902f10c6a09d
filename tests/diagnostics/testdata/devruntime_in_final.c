#include <omp.h>

int lim;

#pragma omp declare target
static int in_final(void) { return omp_in_final(); }
#pragma omp end declare target

void f(int *a, int n, int m) {
  #pragma omp target map(tofrom: a[0:4])
  {
    #pragma omp task final(n > 2) shared(a)
    {
      a[0] = in_final();
      n = 1;
      a[1] = omp_in_final();
    }
    #pragma omp task final(lim > 2) shared(a)
    a[2] = omp_in_final();
    #pragma omp task final(m > 2) private(m) shared(a)
    a[3] = omp_in_final();
  }
}
// expect: 6:36: error: OpenMP routine 'omp_in_final' in declare target function 'in_final' is not supported yet in a unit with a 'final' clause (at 12:22): the device does not track final tasks, so a function cannot know whether its caller runs in one
// expect: 16:14: error: omp_in_final() in a task with a final clause in a target region is not supported yet: 'n' in its condition is written in the task (the clause at 12:28)
// expect: 19:12: error: omp_in_final() in a task with a final clause in a target region is not supported yet: 'lim' in its condition has static storage (the clause at 18:28)
// expect: 21:12: error: omp_in_final() in a task with a final clause in a target region is not supported yet: 'm' in its condition is private in the task (the clause at 20:28)
