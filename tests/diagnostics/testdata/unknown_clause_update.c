void f(double *a, int n) {
  #pragma omp target update to(a[0:n]) sync
}
// expect: 2:40: error: unknown clause 'sync' on '#pragma omp target update'
