/* Constructs bound to a nested parallel region in a target region: the
 * forms still refused, each at its pragma or clause. */
#include <omp.h>

#pragma omp declare target
static void share(int *a, int n) {
  #pragma omp for
  for (int j = 0; j < n; j++) a[j] = j;
}
static int counted(void) {
  static int calls;
  return calls++ + omp_get_thread_num();
}
#pragma omp end declare target

void f(int *a, int n) {
  #pragma omp target parallel num_threads(4) map(tofrom: a[0:n])
  {
    int s = 0;
    #pragma omp parallel
    {
      int q = 0;
      #pragma omp for lastprivate(q)
      for (int j = 0; j < n; j++) q = j;
      #pragma omp single copyprivate(s)
      s = 1;
      #pragma omp masked filter(n++)
      a[0] = 1;
      #pragma omp for linear(s) collapse(2)
      for (int j = 0; j < n; j++)
        for (int k = 0; k < n; k++) s++;
      #pragma omp for linear(s: n)
      for (int j = 0; j < n; j++) s++;
      double x = 0;
      #pragma omp for linear(x: 1)
      for (int j = 0; j < n; j++) x++;
      int j;
      #pragma omp for linear(j)
      for (j = 0; j < n; j++) a[j] = 0;
      #pragma omp sections reduction(+: a[0:1])
      {
        a[0] += 1;
      }
      #pragma omp task
      a[1] = 2;
    }
    #pragma omp parallel
    {
      share(a, n);
      #pragma omp single
      share(a, n);
      a[2] = counted();
    }
  }
}
// expect: 23:15: error: 'q' in a 'lastprivate' clause of '#pragma omp for' is private in the nested parallel region at 20:13; it must be shared there
// expect: 25:38: error: 's' in clause 'copyprivate' of '#pragma omp single' is shared in the nested parallel region at 20:13; it must be private there
// expect: 27:33: error: a filter of '#pragma omp masked' in a nested parallel region in a target region that is not an integer constant is not supported yet
// expect: 29:33: error: 'linear' with 'collapse' on '#pragma omp for' in a nested parallel region is not supported yet
// expect: 32:33: error: a linear step that is not an integer constant ('n') is not supported yet (in device code clang-19 crashes on it or ignores the step); use a constant step, or set the item from the loop variable in the body (k = k0 + i * step)
// expect: 35:15: error: 'x' in clause 'linear' of '#pragma omp for' in a nested parallel region must have an integer type (pointers are not supported yet)
// expect: 38:15: error: the loop variable 'j' may be in 'linear' only on a simd construct with one associated loop (OpenMP 5.2 §5.1.1); use lastprivate(j)
// expect: 40:41: error: 'a[0:1]' in clause 'reduction' must be a variable name
// expect: 44:15: error: '#pragma omp task' inside a nested parallel region in a target region is not supported yet (a '#pragma omp parallel' at 20:13 nested in the parallel region of '#pragma omp target parallel' at 17:11)
// expect: 51:7: error: call to 'share' in the region of '#pragma omp single': it holds '#pragma omp for', 'barrier', or 'single' or 'sections' without 'nowait', which bind to the caller's team, and every thread of the team must reach them
// expect: 52:14: error: a call of 'counted', which reads the thread's number or level or holds a directive, in a nested parallel region in a target region is not supported yet when 'counted' (or a function it calls) declares the static variable 'calls' (a '#pragma omp parallel' nested in the parallel region of '#pragma omp target parallel' at 17:11)
