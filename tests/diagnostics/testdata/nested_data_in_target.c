void f(double *a, int n) {
  #pragma omp target map(tofrom: a[0:n])
  {
    #pragma omp target data map(a[0:n])
    { a[0] = 1; }
  }
}
// expect: 4:13: error: '#pragma omp target data' inside a target region is not supported yet
