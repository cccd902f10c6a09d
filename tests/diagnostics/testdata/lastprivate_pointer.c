void f(double *a, int n) {
  double *p = a;
  #pragma omp target parallel for lastprivate(p) map(tofrom: p) map(a[0:n])
  for (int i = 0; i < n; i++) p = &a[i];
}
// expect: 3:47: error: 'lastprivate' of the pointer 'p' is not supported yet
