void f(double *a, int n) {
  #pragma omp target shared(n) map(a[0:1])
  { a[0] = n; }
}
// expect: 2:22: error: clause 'shared' is not valid on '#pragma omp target'
