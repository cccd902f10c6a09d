void f(double *a, int n) {
  #pragma omp target map(a[0:n]) depend(iterator(i = 0:n), in: a[i])
  { a[0] = 1; }
}
// expect: 2:41: error: 'iterator' in clause 'depend' is not supported yet
