void f(double *a, int n) {
  #pragma omp target map(: a[0:n])
  { a[0] = 1; }
}
// expect: 2:26: error: expected a map-type before ':'
