void f(double *a, int n) {
  int last = 0;
  #pragma omp target teams num_teams(2) map(tofrom: a[0:n], last)
  {
    a[0] = 1;
    #pragma omp parallel for lastprivate(conditional: last)
    for (int i = 0; i < n; i++) if (a[i] > 0) last = i;
  }
}
// expect: 6:42: error: lastprivate modifier 'conditional' is not supported yet
