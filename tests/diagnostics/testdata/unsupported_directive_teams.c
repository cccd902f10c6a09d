void f(double *a, int n) {
  #pragma omp teams
  { a[0] = 1; }
}
// expect: 2:15: error: '#pragma omp teams' is not supported yet
