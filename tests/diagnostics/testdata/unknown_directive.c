void f(double *a, int n) {
  #pragma omp targte map(a[0:n])
  { a[0] = 1; }
}
// expect: 2:15: error: unknown OpenMP directive 'targte'
