void f(double *a, int n) {
  double s = 0;
  #pragma omp target parallel private(s) map(to: a[0:n])
  #pragma omp for reduction(+: s)
  for (int i = 0; i < n; i++) s += a[i];
}
// expect: 4:32: error: reduction variable must be shared
// expect: 3:39: note: defined as private
