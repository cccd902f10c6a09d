void f(double *a, int n) {
  #pragma omp target map(iterator(it = 0:n), to: a[it])
  { a[0] = 1; }
}
// expect: 2:26: error: map-type modifier 'iterator' is not supported yet
