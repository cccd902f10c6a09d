#include <omp.h>
int main(void) {
  int s = 0;
  #pragma omp target map(tofrom: s)
  {
    int t[4];
    {
      #pragma omp allocate(t) allocator(omp_default_mem_alloc)
    }
    s = t[0] = 1;
  }
  #pragma omp target map(tofrom: s)
  {
    int t[4];
    #pragma omp allocate(t) allocator(omp_default_mem_alloc) align(64)
    s = t[0] = 1;
  }
  #pragma omp target map(tofrom: s)
  {
    int t[4];
    #pragma omp allocate(t) allocator(myalloc)
    s = t[0] = 1;
  }
  #pragma omp target map(tofrom: s)
  {
    int t[4];
    #pragma omp allocate(zz) allocator(omp_default_mem_alloc)
    s = t[0] = 1;
  }
  #pragma omp target map(tofrom: s)
  {
    int t[4];
    #pragma omp allocate(t)
    s = t[0] = 1;
  }
  return 0;
}
// expect: 8:28: error: '#pragma omp allocate' must be in the same scope as the declaration of 't'
// expect: 21:39: error: allocator 'myalloc' of '#pragma omp allocate' is not supported yet (the predefined allocators are)
// expect: 27:26: error: 'zz' in '#pragma omp allocate' is not a variable in scope
// expect: 33:13: error: '#pragma omp allocate' in device code needs an 'allocator' clause (or '#pragma omp requires dynamic_allocators')
