void f(double *a, int n) {
  #pragma omp target teams map(tofrom: a[0:n])
  {
    a[0] = 1;
    #pragma omp loop bind(parallel)
    for (int i = 1; i < n; i++) a[i] = 0;
  }
}
// expect: 5:27: error: bind(parallel) on a '#pragma omp loop' in a teams region is not supported yet: the loop binds to the teams region here (bind(teams))
