void f(double *a, int n) {
  #pragma omp target map(tofrom: n) firstprivate(n) map(a[0:n])
  { a[0] = n; }
}
// expect: 2:50: error: 'n' appears in both 'map' and 'firstprivate' clauses
// expect: 2:34: note: 'n' first listed here
