void f(double *a, int n) {
  #pragma omp target map(a[0:n]) if((n > 1)
  { a[0] = 1; }
}
// expect: 2:44: error: expected ')'
