#include <omp.h>
#include <stdint.h>
void f(double *a, int n) {
  omp_alloctrait_t traits[] = {{omp_atk_alignment, 256}};
  omp_allocator_handle_t aligned256;
  #pragma omp target map(a[0:n]) firstprivate(n) allocate(align(64): n)
  { a[0] = n; }
  #pragma omp target map(a[0:n]) firstprivate(n) uses_allocators(aligned256(traits)) allocate(aligned256: n)
  { a[0] = ((uintptr_t)&n % 256) == 0; }
  #pragma omp target map(a[0:n]) uses_allocators(aligned256(traits))
  {
    double *p = (double *)omp_alloc(8 * sizeof(double), aligned256);
    a[0] = ((uintptr_t)p % 256) == 0;
    omp_free(p, aligned256);
  }
  #pragma omp target map(a[0:n])
  {
    double t[8];
    #pragma omp allocate(t) allocator(omp_default_mem_alloc) align(128)
    t[0] = 1;
    a[0] = ((uintptr_t)t % 128) == 0 && t[0] == 1;
  }
}
// expect: 6:59: error: the 'align' modifier of clause 'allocate' is not supported yet
// expect: 8:66: error: a user-defined allocator or allocator traits in clause 'uses_allocators' are not supported yet (the predefined allocators are)
// expect: 10:50: error: a user-defined allocator or allocator traits in clause 'uses_allocators' are not supported yet (the predefined allocators are)
// expect: 19:62: error: clause 'align' of '#pragma omp allocate' is not supported yet
