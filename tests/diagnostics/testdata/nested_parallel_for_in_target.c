void f(double *a, int n) {
  #pragma omp target map(tofrom: a[0:n])
  {
    #pragma omp parallel for
    for (int i = 0; i < n; i++) a[i] = 0;
  }
}
// expect: 4:13: error: directives nested in a target region are not supported yet
// expect: 4:17: error: '#pragma omp parallel for' is not supported yet
