void f(double *a, int n) {
  #pragma omp target data map(a[0:n]) copyin(n)
  { a[0] = 1; }
}
// expect: 2:39: error: clause 'copyin' is not valid on '#pragma omp target data'
