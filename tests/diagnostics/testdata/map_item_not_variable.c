void f(double *a, int n) {
  #pragma omp target map(to: 42)
  { a[0] = n; }
}
// expect: 2:30: error: expected a variable name, found '42'
