int chunk(void);
void f(double *a, int n) {
  #pragma omp target teams num_teams(4) map(tofrom: a[0:n])
  {
    a[0] = 1;
    #pragma omp distribute parallel for dist_schedule(static, chunk())
    for (int i = 1; i < n; i++) a[i] = 0;
  }
}
// expect: 6:55: error: a call of 'chunk' in the chunk of 'dist_schedule' of a loop beside other code in a target region is not supported yet (compute the value in a variable before the loop)
