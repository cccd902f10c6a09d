void f(double *a, int n) {
  #pragma omp target map(tofrom: b[0:n])
  { a[0] = 1; }
}
// expect: 2:34: error: 'b' in clause 'map' is not a variable in scope
