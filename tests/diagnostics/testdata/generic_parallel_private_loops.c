void f(double *a, int n) {
  int t;
  #pragma omp target map(tofrom: a[0:n])
  {
    a[0] = 1;
    #pragma omp parallel private(t)
    {
      #pragma omp for
      for (int i = 1; i < n; i++) t = i;
      #pragma omp for
      for (int i = 1; i < n; i++) a[i] = t;
    }
  }
}
// expect: 6:26: error: clause 'private' on a '#pragma omp parallel' of several loops beside other code in a target region is not supported yet (put it on the loops)
