void f(double *a, int n) {
  int last = 0;
  #pragma omp target teams num_teams(2) map(tofrom: a[0:n], last)
  {
    a[0] = 1;
    #pragma omp distribute lastprivate(conditional: last)
    for (int i = 0; i < n; i++) {
      #pragma omp parallel for
      for (int j = 0; j < 4; j++) a[i] += j;
      if (a[i] > 0) last = i;
    }
  }
}
// expect: 6:40: error: lastprivate modifier 'conditional' is not allowed on '#pragma omp distribute' (OpenMP 5.2 §11.6: not on a distribute construct)
