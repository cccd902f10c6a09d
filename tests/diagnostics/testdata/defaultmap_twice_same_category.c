void f(double *a, int n) {
  #pragma omp target defaultmap(tofrom: scalar) defaultmap(to: scalar) map(a[0:n])
  { a[0] = n; }
}
// expect: 2:49: error: more than one defaultmap clause for category 'scalar'
