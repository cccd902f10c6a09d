void f(double *a, int n) {
  #pragma omp target data map(to: a[0:n:2])
  { a[0] = 1; }
}
// expect: 2:40: error: strided array sections are only allowed in 'to' and 'from' clauses of '#pragma omp target update'
