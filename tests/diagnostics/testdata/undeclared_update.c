void f(double *a, int n) {
  #pragma omp target update to(b[0:n])
}
// expect: 2:32: error: 'b' in clause 'to' is not a variable in scope
