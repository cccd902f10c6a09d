void f(double *a, int n) {
  #pragma omp target map(a[0:n]) device()
  { a[0] = 1; }
}
// expect: 2:41: error: expected an expression in clause 'device'
