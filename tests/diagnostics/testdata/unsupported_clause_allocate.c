void f(double *a, int n) {
  #pragma omp target map(a[0:n]) allocate(n)
  { a[0] = 1; }
}
// expect: 2:34: error: clause 'allocate' is not supported yet
