void f(double *a, int n) {
  int last = 0;
  #pragma omp target teams num_teams(4) map(tofrom: a[0:n], last)
  {
    a[0] = 1;
    #pragma omp distribute parallel for firstprivate(last) lastprivate(last)
    for (int i = 1; i < n; i++) { a[i] = last; last = i; }
  }
}
// expect: 6:72: error: 'last' in both 'lastprivate' and 'firstprivate' on a '#pragma omp distribute parallel for' beside other code in a target region is not supported yet
