void f(double *a, int n) {
  int last = 0;
  #pragma omp target teams distribute lastprivate(last) map(tofrom: a[0:n * n])
  for (int i = 0; i < n; i++) {
    last = i;
    #pragma omp parallel for
    for (int j = 0; j < n; j++) a[i * n + j] = 0;
  }
}
// expect: 3:39: error: clause 'lastprivate' on a '#pragma omp distribute' whose loop holds a parallel loop is not supported yet
