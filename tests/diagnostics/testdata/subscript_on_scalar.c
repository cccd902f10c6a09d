void f(double *a, int n) {
  #pragma omp target map(tofrom: n[0])
  { a[0] = n; }
}
// expect: 2:35: error: 'n' is not an array or pointer; it cannot have an array section
