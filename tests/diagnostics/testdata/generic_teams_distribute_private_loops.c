void f(double *a, int n) {
  double t = 0;
  #pragma omp target teams num_teams(4) map(tofrom: a[0:n * n])
  {
    a[0] = 1;
    #pragma omp distribute firstprivate(t)
    for (int i = 1; i < n; i++) {
      t += i;
      #pragma omp parallel for
      for (int j = 0; j < n; j++) a[i * n + j] = t;
    }
  }
}
// expect: 6:28: error: clause 'firstprivate' on a '#pragma omp distribute' whose loop holds a parallel loop is not supported yet
