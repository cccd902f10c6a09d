void f(double *a, int n) {
  #pragma omp target firstprivate(n) map(a[0:n]) firstprivate(n)
  { a[0] = n; }
}
// expect: 2:63: error: 'n' appears more than once in 'firstprivate' clauses
// expect: 2:35: note: 'n' first listed here
