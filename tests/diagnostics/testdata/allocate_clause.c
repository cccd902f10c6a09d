#include <omp.h>
void f(double *a, int n) {
  omp_allocator_handle_t mine = omp_default_mem_alloc;
  #pragma omp target map(a[0:n]) allocate(n)
  { a[0] = 1; }
  #pragma omp target map(a[0:n]) firstprivate(n) allocate(omp_low_lat_mem_alloc: n)
  { a[0] = n; }
  #pragma omp target map(a[0:n]) firstprivate(n) allocate(mine: n)
  { a[0] = n; }
  #pragma omp target map(a[0:n]) firstprivate(n) allocate(allocator(omp_low_lat_mem_alloc): n)
  { a[0] = n; }
  #pragma omp target map(a[0:n])
  {
    #pragma omp parallel for allocate(omp_pteam_mem_alloc: n)
    for (int i = 0; i < n; i++)
      a[i] = i;
  }
}
// expect: 4:43: error: 'n' in clause 'allocate' is in no clause of '#pragma omp target' that makes it private
// expect: 6:59: error: allocator 'omp_low_lat_mem_alloc' must be listed in a 'uses_allocators' clause of '#pragma omp target'
// expect: 8:59: error: allocator 'mine' in clause 'allocate' is not supported yet (the predefined allocators are)
// expect: 10:59: error: the 'allocator' modifier of clause 'allocate' is not supported yet
// expect: 14:60: error: 'n' in clause 'allocate' is in no clause of '#pragma omp parallel for' that makes it private
