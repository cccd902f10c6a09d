void f(double *a, int n) {
  #pragma omp target map(to: (char *)a)
  { a[0] = 1; }
}
// expect: 2:30: error: expected a variable name, found '('
