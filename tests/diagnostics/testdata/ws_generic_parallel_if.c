void f(double *a, int n) {
  #pragma omp target map(tofrom: a[0:n])
  {
    double x = a[0];
    #pragma omp parallel if(n > 100)
    {
      double y = x;
      #pragma omp for
      for (int i = 1; i < n; i++) a[i] = y;
    }
  }
}
// expect: 5:26: error: clause 'if' on a '#pragma omp parallel' of code beside other code in a target region is not supported yet
