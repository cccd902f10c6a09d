void f(double *a, int n) {
  #pragma omp target map(to: g())
  { a[0] = 1; }
}
// expect: 2:31: error: expected ',' or ')' in list, found '('
