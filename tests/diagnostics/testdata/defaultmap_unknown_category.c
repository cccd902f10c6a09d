void f(double *a, int n) {
  #pragma omp target defaultmap(tofrom: vectors) map(a[0:n])
  { a[0] = n; }
}
// expect: 2:33: error: unknown defaultmap variable category 'vectors' (scalar, aggregate, pointer or all)
