void f(double *a, int n) {
  #pragma omp target schedule(static) map(a[0:n])
  { a[0] = 1; }
}
// expect: 2:22: error: clause 'schedule' is not valid on '#pragma omp target'
