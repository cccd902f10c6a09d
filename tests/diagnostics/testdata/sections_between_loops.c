void f(int *a, int n) {
  #pragma omp target map(tofrom: a[0:n])
  {
    a[0] = 0;
    #pragma omp parallel
    {
      #pragma omp for
      for (int i = 0; i < n; i++) a[i] = i;
      #pragma omp sections
      {
        a[0] = 1;
      }
      #pragma omp for
      for (int i = 0; i < n; i++) a[i] += 1;
    }
  }
}
// expect: 5:13: error: '#pragma omp parallel' beside other code in a target region is supported only with '#pragma omp for' loops as its whole region (a parallel region of other code is not supported yet)
