void f(double *a, int n) {
  #pragma omp target map(to: "abc")
  { a[0] = 1; }
}
// expect: 2:30: error: expected a variable name, found '"abc"'
