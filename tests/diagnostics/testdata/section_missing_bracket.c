void f(double *a, int n) {
  #pragma omp target map(to: a[0:n)
  { a[0] = n; }
}
// expect: 2:35: error: unbalanced ')'
