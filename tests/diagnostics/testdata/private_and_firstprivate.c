void f(double *a, int n) {
  #pragma omp target private(n) firstprivate(n) map(a[0:4])
  { a[0] = n; }
}
// expect: 2:46: error: 'n' appears in both 'private' and 'firstprivate' clauses
// expect: 2:30: note: 'n' first listed here
