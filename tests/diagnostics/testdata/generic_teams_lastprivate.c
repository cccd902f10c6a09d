void f(double *a, int n) {
  double last[2] = {0, 0};
  #pragma omp target teams num_teams(4) map(tofrom: a[0:n], last)
  {
    a[0] = 1;
    #pragma omp distribute lastprivate(last)
    for (int i = 1; i < n; i++) { a[i] = 0; last[i % 2] = i; }
  }
}
// expect: 6:40: error: 'lastprivate' of the array 'last' on a '#pragma omp distribute' beside other code in a target region is not supported yet (on a distribute loop; scalars only)
