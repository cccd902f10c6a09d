void f(double *a, int n) {
  #pragma omp target device(ancestor: 1) map(a[0:n])
  { a[0] = n; }
}
// expect: 2:29: error: device(ancestor: ...) needs '#pragma omp requires reverse_offload', which is not supported yet
