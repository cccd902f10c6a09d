void f(double *a, int n) {
  #pragma omp target map(to, from: a[0:n])
  { a[0] = n; }
}
// expect: 2:26: error: unknown map-type modifier 'to'
