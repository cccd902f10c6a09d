void f(double *a, int n) {
  #pragma omp target map(a[0:n])
  int k = 0;
  a[0] = k;
}
// expect: 3:3: error: '#pragma omp target' must be followed by a statement, not a declaration
