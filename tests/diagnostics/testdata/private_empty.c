void f(double *a, int n) {
  #pragma omp target private() map(a[0:n])
  { a[0] = n; }
}
// expect: 2:30: error: expected a variable name, found ')'
