void f(double *a, int n) {
  #pragma omp target map(a[0:n]) device(dev)
  { a[0] = 1; }
}
// expect: 2:41: error: 'dev' in clause 'device' is not declared
