#include <omp.h>
int hits;
void f(int *a, int n) {
  #pragma omp metadirective when(device={kind(host)}: parallel for) default(for)
  for (int i = 0; i < n; i++) a[i] = i;
  #pragma omp metadirective when(implementation={vendor(llvm)}: nothing) default()
  hits++;
  #pragma omp begin metadirective when(user={condition(1)}: parallel num_threads(2))
  hits += omp_get_num_threads();
  #pragma omp end metadirective
}
// expect: 4:29: error: '#pragma omp metadirective' outside a target region is not supported yet: the host compiler ignores it, so no variant would apply; write the directive variant itself
// expect: 8:35: error: '#pragma omp begin metadirective' outside a target region is not supported yet: the host compiler ignores it, so no variant would apply; write the directive variant itself
// expect: 10:15: error: unknown OpenMP directive 'end metadirective'
