void f(double *a, int n) {
  #pragma omp target teams loop bind(parallel) map(tofrom: a[0:n])
  for (int i = 0; i < n; i++) a[i] = 0;
}
// expect: 2:38: error: bind(parallel) on '#pragma omp target teams loop' is not supported yet: the loop binds to the teams region here (bind(teams))
