void f(double *a, int n) {
  #pragma omp target map(tofrom: n) private(n) map(a[0:4])
  { a[0] = n; }
}
// expect: 2:45: error: 'n' appears in both 'map' and 'private' clauses
// expect: 2:34: note: 'n' first listed here
