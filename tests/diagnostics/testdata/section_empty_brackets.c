void f(double *a, int n) {
  #pragma omp target map(to: a[])
  { a[0] = n; }
}
// expect: 2:32: error: expected an array section or subscript
