#include <omp.h>
void f(double *a, int n) {
  int x = 0;
  #pragma omp target map(a[0:n]) nowait depend(iterator(i = 0:m), in: a[i])
  { a[0] = 1; }
  #pragma omp target map(a[0:n]) nowait depend(in: omp_all_memory)
  { a[0] = 1; }
  #pragma omp target map(a[0:n]) nowait depend(depobj: x)
  { a[0] = 1; }
}
// expect: 4:57: error: 'm' in clause 'depend' is not declared
// expect: 6:52: error: 'omp_all_memory' is only valid with dependence-type 'out' or 'inout'
// expect: 8:56: error: 'x' in 'depend(depobj: ...)' must be a variable of type 'omp_depend_t'
