void f(double *a, int n) {
  #pragma omp target map(tofrom: a[0:len])
  { a[0] = 1; }
}
// expect: 2:35: error: 'len' in clause 'map' is not declared
