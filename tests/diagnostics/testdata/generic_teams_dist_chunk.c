void f(double *a, int n, int c) {
  #pragma omp target teams num_teams(4) map(tofrom: a[0:n])
  {
    a[0] = 1;
    #pragma omp distribute dist_schedule(static, c++)
    for (int i = 1; i < n; i++) a[i] = 0;
  }
}
// expect: 5:42: error: the chunk of 'dist_schedule' on a distribute loop beside other code in a target region must not assign, increment or decrement (every lane evaluates it), found 'c ++'
