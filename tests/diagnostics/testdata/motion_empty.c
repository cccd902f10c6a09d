void f(double *a, int n) {
  #pragma omp target update to()
}
// expect: 2:32: error: expected a variable name, found ')'
