void f(double *a, int n) {
  #pragma omp target map(to: a[0:n:2])
  { a[0] = n; }
}
// expect: 2:35: error: strided array sections are only allowed in 'to' and 'from' clauses of '#pragma omp target update'
