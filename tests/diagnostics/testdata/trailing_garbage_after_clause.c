void f(double *a, int n) {
  #pragma omp target map(a[0:n]) )
  { a[0] = n; }
}
// expect: 2:34: error: expected a clause, found ')'
