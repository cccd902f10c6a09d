void f(double *a, int n) {
  #pragma omp target firstprivate(n map(a[0:n])
  { a[0] = n; }
}
// expect: 2:37: error: expected ',' or ')' in list, found 'map'
