#include <omp.h>
#include <stdint.h>
#define DECLARE_BUF(v) double v[8]
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
    #pragma omp allocate(t) allocator(omp_default_mem_alloc) align(n)
    t[0] = 1;
    a[0] = t[0];
  }
  #pragma omp target map(a[0:n])
  {
    double t[8];
    #pragma omp allocate(t) allocator(omp_default_mem_alloc) align(48)
    t[0] = 1;
    a[0] = t[0];
  }
  #pragma omp target map(a[0:n])
  {
    DECLARE_BUF(t);
    #pragma omp allocate(t) allocator(omp_default_mem_alloc) align(64)
    t[0] = 1;
    a[0] = t[0];
  }
}
// expect: 7:59: error: the 'align' modifier of clause 'allocate' is not supported yet
// expect: 9:66: error: a user-defined allocator or allocator traits in clause 'uses_allocators' are not supported yet (the predefined allocators are)
// expect: 11:50: error: a user-defined allocator or allocator traits in clause 'uses_allocators' are not supported yet (the predefined allocators are)
// expect: 20:68: error: the alignment 'n' of clause 'align' of '#pragma omp allocate' must be a constant positive power of two
// expect: 27:68: error: the alignment '48' of clause 'align' of '#pragma omp allocate' must be a constant positive power of two
// expect: 34:26: error: clause 'align' of '#pragma omp allocate' on 't', whose declaration is not written in the unit's own text (a macro or a header produces it), is not supported yet
