void f(double *a, int n) {
  #pragma omp offload
  { a[0] = 1; }
}
// expect: 2:15: error: unknown OpenMP directive 'offload'
