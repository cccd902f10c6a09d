void f(double *a, int n) {
  #pragma omp target data map(a[0:n]) nowait
  { a[0] = 1; }
}
// expect: 2:39: error: clause 'nowait' is not valid on '#pragma omp target data'
