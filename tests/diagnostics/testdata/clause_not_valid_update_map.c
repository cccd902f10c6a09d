void f(double *a, int n) {
  #pragma omp target update map(to: a[0:n])
}
// expect: 2:29: error: clause 'map' is not valid on '#pragma omp target update'
