#include <omp.h>
void f(double *a, int n) {
#pragma omp target parallel map(tofrom: a[0:n])
{
  a[0] = 1;
  #pragma omp loop bind(thread)
  for (int i = 1; i < n; i++) a[i] = 0;
}
}
// expect: 6:25: error: bind(thread) on '#pragma omp loop' in a parallel region of code in a target region is not supported yet: the loop binds to the parallel region here (bind(parallel))
