void f(double *a, int n) {
  double s = 0;
  #pragma omp target teams num_teams(4) map(tofrom: a[0:n], s)
  {
    a[0] = 1;
    #pragma omp distribute reduction(+: s)
    for (int i = 1; i < n; i++) s += a[i];
  }
}
// expect: 6:28: error: clause 'reduction' is not valid on '#pragma omp distribute': OpenMP 5.2 gives it none; reduce on the enclosing 'teams' or on 'distribute parallel for'
