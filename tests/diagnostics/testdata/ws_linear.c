void f(double *a, int n) {
  int j = 0;
  #pragma omp target parallel map(tofrom: a[0:n], j)
  {
    a[0] = 1;
    #pragma omp for linear(j)
    for (int i = 1; i < n; i++) a[i] = j++;
  }
}
// expect: 6:21: error: clause 'linear' on a '#pragma omp for' in a parallel region of code in a target region is not supported yet
