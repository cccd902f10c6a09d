void f(double *a, int n) {
  #pragma omp target map(a[0:n]) uses_allocators(omp_default_mem_alloc)
  { a[0] = 1; }
}
// expect: 2:34: error: clause 'uses_allocators' is not supported yet
