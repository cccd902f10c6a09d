void f(double *a, int n) {
  #pragma omp target map(tofrom: a[0:n])
  {
    a[0] = 1;
    #pragma omp target update from(a[0:n])
  }
}
// expect: 5:13: error: directives nested in a target region are not supported yet
