void f(double *a, int n) {
  double s = 0;
  #pragma omp target teams distribute parallel for reduction(+: a[0:n]) map(tofrom: s)
  for (int i = 0; i < n; i++) a[i % 4] += s;
}
// expect: 3:65: error: array section in 'reduction' of 'a', which has type 'double *': only sections of arrays of fixed size are supported
