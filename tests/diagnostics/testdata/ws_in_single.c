void f(double *a, int n) {
  #pragma omp target parallel map(tofrom: a[0:n])
  {
    #pragma omp single
    {
      #pragma omp for
      for (int i = 0; i < n; i++) a[i] = 0;
    }
  }
}
// expect: 6:15: error: '#pragma omp for' closely nested in the region of '#pragma omp single' is not allowed
