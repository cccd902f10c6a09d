void f(double *a, int n) {
  #pragma omp target map(to: a[0:n]) map(from: a[0:n])
  { a[0] = n; }
}
// expect: 2:48: error: 'a[0:n]' in several map clauses of one directive is not supported yet for a pointer
// expect: 2:30: note: 'a[0:n]' first listed here
