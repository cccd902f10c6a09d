void f(double *a, int n) {
  #pragma omp target map(a[0:n]) depend(in: a[0])
  { a[0] = 1; }
}
// expect: 2:34: error: clause 'depend' is not supported yet
