void f(double *a, int n) {
  #pragma omp target map(tofrom: a[0:n])
  {
    a[0] = 1;
    #pragma omp parallel
    {
      a[1] = 2;
      #pragma omp for
      for (int i = 2; i < n; i++) a[i] = 0;
    }
  }
}
// expect: 5:13: error: '#pragma omp parallel' beside other code in a target region is supported only with '#pragma omp for' loops as its whole region (a parallel region of other code is not supported yet)
