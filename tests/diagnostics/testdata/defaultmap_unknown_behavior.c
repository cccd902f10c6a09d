void f(double *a, int n) {
  #pragma omp target defaultmap(share: scalar) map(a[0:n])
  { a[0] = n; }
}
// expect: 2:33: error: unknown defaultmap behavior 'share' (alloc, to, from, tofrom, firstprivate, none, default or present)
