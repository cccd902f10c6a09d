void f(double *a, int n) {
  #pragma omp target map(tofrom: a[0:n])
  {
    #pragma omp parallel for
    for (int i = 0; i < n; i++) a[i] = 0;
    #pragma omp barrier
  }
}
// expect: 6:13: error: '#pragma omp barrier' between combined constructs in a target region is not supported yet
