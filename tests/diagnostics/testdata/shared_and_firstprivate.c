void f(double *a, int n) {
  #pragma omp target teams shared(n) firstprivate(n) map(a[0:1])
  { a[0] = n; }
}
// expect: 2:35: error: 'n' appears in both 'firstprivate' and 'shared' clauses
