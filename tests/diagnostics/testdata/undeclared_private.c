void f(double *a, int n) {
  #pragma omp target private(k) map(a[0:n])
  { a[0] = 1; }
}
// expect: 2:30: error: 'k' in clause 'private' is not a variable in scope
