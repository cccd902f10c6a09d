#include <omp.h>
void f(double *a, int n) {
  omp_alloctrait_t traits[1] = {{omp_atk_alignment, 64}};
  omp_allocator_handle_t mine;
  #pragma omp target map(a[0:n]) uses_allocators(omp_default_mem_alloc, mine(traits))
  { a[0] = 1; }
}
// expect: 5:73: error: a user-defined allocator or allocator traits in clause 'uses_allocators' are not supported yet (the predefined allocators are)
