void f(double *a, int n) {
  #pragma omp target map(always: a[0:n])
  { a[0] = n; }
}
// expect: 2:26: error: unknown map-type 'always' (expected to, from, tofrom, alloc, release or delete)
