void f(double *a, int n) {
  #pragma omp target map(sometimes, to: a[0:n])
  { a[0] = 1; }
}
// expect: 2:26: error: unknown map-type modifier 'sometimes'
