void f(double *a, int n) {
  #pragma omp target enter data map(to: b[0:n])
}
// expect: 2:41: error: 'b' in clause 'map' is not a variable in scope
