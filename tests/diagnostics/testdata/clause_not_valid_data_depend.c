void f(double *a, int n) {
  #pragma omp target data map(a[0:n]) depend(in: a[0])
  { a[0] = 1; }
}
// expect: 2:39: error: clause 'depend' is not valid on '#pragma omp target data'
