void f(double *a, int n) {
  #pragma omp target map(tofrom: a[0:n])
#ifdef NEVER
  { a[0] = 2; }
#else
  { a[0] = 1; }
#endif
}
// expect: 2:11: error: a preprocessor conditional crosses the boundary of this target region (line 2): the region is replaced as a whole, so keep the directive and its statement inside one branch
