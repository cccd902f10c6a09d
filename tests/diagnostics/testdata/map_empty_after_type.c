void f(double *a, int n) {
  #pragma omp target map(to:)
  { a[0] = 1; }
}
// expect: 2:29: error: expected a variable name, found ')'
