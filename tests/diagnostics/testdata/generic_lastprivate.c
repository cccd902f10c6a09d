void f(double *a, int n) {
  double last[2] = {0, 0};
  #pragma omp target map(tofrom: a[0:n], last)
  {
    a[0] = 1;
    #pragma omp parallel for firstprivate(last) lastprivate(last)
    for (int i = 0; i < n; i++) last[i % 2] = i;
  }
}
// expect: 6:61: error: 'lastprivate' of the array 'last' on a '#pragma omp parallel for' beside other code in a target region is not supported yet (together with 'firstprivate'; scalars only)
