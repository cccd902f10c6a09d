void f(double *a, int n) {
  #pragma omp target update to(n[0:1])
}
// expect: 2:33: error: 'n' is not an array or pointer; it cannot have an array section
