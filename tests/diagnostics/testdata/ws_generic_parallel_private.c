void f(double *a, int n) {
  #pragma omp target map(tofrom: a[0:n])
  {
    double x = a[0];
    #pragma omp parallel private(x)
    {
      x = 2;
      #pragma omp for
      for (int i = 1; i < n; i++) a[i] = x;
    }
  }
}
// expect: 5:26: error: clause 'private' on a '#pragma omp parallel' of code beside other code in a target region is not supported yet
