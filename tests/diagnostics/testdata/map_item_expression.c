void f(double *a, int n) {
  #pragma omp target map(to: a + 1)
  { a[0] = n; }
}
// expect: 2:32: error: expected ',' or ')' in list, found '+'
