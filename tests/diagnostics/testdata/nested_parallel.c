/* Nested parallelism in target regions: the forms still refused, each at
 * its pragma, naming the parallel region around it. */
#include <omp.h>

#pragma omp declare target
static int who(void) { return omp_get_thread_num(); }
static int pure(int v) { return v + 1; }
static int sweep(int *a, int n) {
  #pragma omp for
  for (int j = 0; j < n; j++) a[j] += 1;
  return 0;
}
#pragma omp end declare target

void f(int *a, int n) {
  #pragma omp target parallel num_threads(4) map(tofrom: a[0:n])
  {
    #pragma omp parallel for ordered(1)
    for (int j = 0; j < n; j++) a[j] = j;
    #pragma omp parallel
    {
      #pragma omp for
      for (int j = 0; j < n; j++) {
        #pragma omp ordered
        a[j] = j;
      }
    }
    #pragma omp parallel
    {
      a[0] = pure(1);
      #pragma omp taskwait
    }
    #pragma omp parallel
    a[1] = who();
    #pragma omp single
    #pragma omp parallel
    a[2] = 1;
    #pragma omp parallel num_threads(n++)
    a[3] = 1;
    #pragma omp parallel reduction(+: a[0:2])
    a[0] += 1;
    #pragma omp parallel default(none) shared(a) firstprivate(n) if(n > 2)
    a[0] += 1;
  }
  #pragma omp target map(tofrom: a[0:n])
  #pragma omp parallel
  #pragma omp parallel for
  for (int j = 0; j < n; j++) a[j] = 1;
  #pragma omp target parallel map(tofrom: a[0:n])
  {
    #pragma omp parallel for
    for (int j = 0; j < n; j++) a[j] = sweep(a, n);
  }
}
// expect: 24:17: error: '#pragma omp ordered' must be closely nested in a loop construct with an 'ordered' clause
// expect: 31:15: error: '#pragma omp taskwait' inside a nested parallel region in a target region is not supported yet (a '#pragma omp parallel' at 28:13 nested in the parallel region of '#pragma omp target parallel' at 16:11)
// expect: 36:13: error: a nested parallel region that is all of the region of '#pragma omp single' in a target region is not supported yet (put it in braces with the code around it) (a '#pragma omp parallel' nested in the parallel region of '#pragma omp target parallel' at 16:11)
// expect: 38:38: error: an expression that may have side effects in clause 'num_threads' of a nested parallel region in a target region is not supported yet
// expect: 40:39: error: 'a[0:2]' in clause 'reduction' of a nested parallel region in a target region is not supported yet (variables only)
// expect: 47:11: error: a '#pragma omp parallel for' that is all of the region of '#pragma omp target parallel' in a target region is not supported yet (put it in braces)
// expect: 52:40: error: call to 'sweep' in the region of '#pragma omp parallel for': it holds '#pragma omp for', 'barrier', or 'single' or 'sections' without 'nowait', which bind to the caller's team, and every thread of the team must reach them
