void f(double *a, int n) {
  #pragma omp target map(tofrom: a[0:n])
  {
    a[0] = 1;
    #pragma omp target update from(a[0:n])
  }
}
// expect: 5:13: error: '#pragma omp target update' inside a target region is not supported yet
