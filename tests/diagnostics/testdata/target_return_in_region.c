void f(double *a, int n) {
  #pragma omp target map(tofrom: a[0:n])
  { if (n == 0) return; a[0] = 1; }
}
// expect: 3:17: error: 'return' is not allowed inside a target region
