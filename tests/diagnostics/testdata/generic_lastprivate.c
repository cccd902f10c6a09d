void f(double *a, int n) {
  int last = 0;
  #pragma omp target map(tofrom: a[0:n], last)
  {
    a[0] = 1;
    #pragma omp parallel for lastprivate(last)
    for (int i = 0; i < n; i++) last = i;
  }
}
// expect: 6:30: error: clause 'lastprivate' on a '#pragma omp parallel for' beside other code in a target region is not supported yet
