void f(double *a, int n) {
  #pragma omp target enter data map(to: a[0:n]) shared(n)
}
// expect: 2:49: error: clause 'shared' is not valid on '#pragma omp target enter data'
