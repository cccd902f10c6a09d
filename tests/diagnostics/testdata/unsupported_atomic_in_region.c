void f(double *a, int n) {
  #pragma omp target map(tofrom: a[0:n])
  {
    #pragma omp atomic
    a[0] += 1;
  }
}
// expect: 4:13: error: '#pragma omp atomic' inside a target region is not supported yet
