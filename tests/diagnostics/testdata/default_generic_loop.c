void f(double *a, int n) {
  #pragma omp target map(tofrom: a[0:n])
  {
    a[0] = 1;
    #pragma omp parallel for default(firstprivate)
    for (int i = 1; i < n; i++) a[i] = n;
  }
}
// expect: 5:38: error: default(firstprivate) on a '#pragma omp parallel for' beside other code in a target region is not supported yet
