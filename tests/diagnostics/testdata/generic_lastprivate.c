void f(double *a, int n) {
  double last[n];
  #pragma omp target map(tofrom: a[0:n], last)
  {
    a[0] = 1;
    #pragma omp parallel for lastprivate(last)
    for (int i = 0; i < n; i++) last[i % 2] = i;
  }
}
// expect: 6:42: error: 'lastprivate' of the array 'last' on a '#pragma omp parallel for' beside other code in a target region is not supported yet (a variable-length array here; they are supported on the combined target constructs and on loops that are all of a target region)
