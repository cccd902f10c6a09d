void f(double *a, int n) {
  #pragma omp target parallel for reduction(+: total) map(a[0:n])
  for (int i = 0; i < n; i++) a[i] = 0;
}
// expect: 2:48: error: 'total' in clause 'reduction' is not a variable in scope
