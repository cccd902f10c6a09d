void f(double *a, int n) {
  #pragma omp target map(tofrom: a[0:n])
  {
    #pragma omp atomic
    a[0] += 1;
  }
}
// expect: 4:13: error: directives nested in a target region are not supported yet
// expect: 4:17: error: '#pragma omp atomic' is not supported yet
