void f(double *a, int n) {
  #pragma omp target map(tofrom: a[0:n])
  {
    double tmp[n];
    #pragma omp parallel for
    for (int i = 0; i < n; i++) tmp[i] = a[i];
    a[0] = tmp[n - 1];
  }
}
// expect: 4:12: error: 'tmp' has a variable-length array type; declaring one in a target region is not supported yet
