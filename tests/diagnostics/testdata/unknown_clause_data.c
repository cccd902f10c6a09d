void f(double *a, int n) {
  #pragma omp target data map(a[0:n]) copyin(n)
  { a[0] = 1; }
}
// expect: 2:39: error: unknown clause 'copyin' on '#pragma omp target data'
