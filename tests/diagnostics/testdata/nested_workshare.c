/* Constructs bound to a nested parallel region in a target region: the
 * forms still refused, each at its pragma or clause. */
#include <omp.h>

#pragma omp declare target
static void share(int *a, int n) {
  #pragma omp for
  for (int j = 0; j < n; j++) a[j] = j;
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
      #pragma omp for linear(s)
      for (int j = 0; j < n; j++) s++;
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
    }
  }
}
// expect: 19:15: error: 'q' in a 'lastprivate' clause of '#pragma omp for' is private in the nested parallel region at 16:13; it must be shared there
// expect: 21:38: error: 's' in clause 'copyprivate' of '#pragma omp single' is shared in the nested parallel region at 16:13; it must be private there
// expect: 23:33: error: a filter of '#pragma omp masked' in a nested parallel region in a target region that is not an integer constant is not supported yet
// expect: 25:23: error: clause 'linear' on a '#pragma omp for' in a nested parallel region in a target region is not supported yet
// expect: 27:41: error: 'a[0:1]' in clause 'reduction' must be a variable name
// expect: 31:15: error: '#pragma omp task' inside a nested parallel region in a target region is not supported yet (a '#pragma omp parallel' at 16:13 nested in the parallel region of '#pragma omp target parallel' at 13:11)
// expect: 36:7: error: a call of 'share', which reads the thread's number or level or holds a directive, in a nested parallel region in a target region is not supported yet (a '#pragma omp parallel' nested in the parallel region of '#pragma omp target parallel' at 13:11)
