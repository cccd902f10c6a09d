void f(double *a, int n, int last) {
  #pragma omp target map(tofrom: a[0:n])
  #pragma omp teams distribute parallel for lastprivate(last)
  for (int i = 0; i < n; i++) last = i;
}
// expect: 3:45: error: clause 'lastprivate' is not supported yet
