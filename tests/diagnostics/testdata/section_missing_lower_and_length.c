void f(void) {
  double b[8];
  #pragma omp target map(b[::2])
  { b[0] = 1; }
}
// expect: 3:29: error: strided array sections are only allowed in 'to' and 'from' clauses of '#pragma omp target update'
