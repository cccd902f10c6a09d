int f(int *a, int n) {
  int s = 0;
  #pragma omp target teams num_teams(2) map(tofrom: a[0:n]) reduction(+: s)
  {
    a[0] = 1;
    #pragma omp distribute parallel for
    for (int i = 1; i < n; i++) s += a[i];
  }
  return s;
}
// expect: 3:61: error: 'reduction' on '#pragma omp target teams' with code beside its loops is not supported yet (put it on the loops)
