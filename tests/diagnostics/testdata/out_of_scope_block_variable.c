void f(double *a, int n) {
  { double b[4]; b[0] = 0; }
  #pragma omp target map(tofrom: b)
  { a[0] = 1; }
}
// expect: 3:34: error: 'b' in clause 'map' is not a variable in scope
