void f(double *a, int n) {
  int last = 0;
  #pragma omp target teams num_teams(4) map(tofrom: a[0:n * n], last)
  {
    a[0] = 1;
    #pragma omp distribute lastprivate(last)
    for (int i = 1; i < n; i++) {
      last = i;
      #pragma omp parallel for
      for (int j = 0; j < n; j++) a[i * n + j] = 0;
    }
  }
}
// expect: 6:28: error: clause 'lastprivate' on a '#pragma omp distribute' whose loop holds a parallel loop is not supported yet
