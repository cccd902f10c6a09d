void f(double *a, int n) {
  a[0] = 0;
  #pragma omp target teams distribute parallel for map(a[0:n])
}
// expect: 4:1: error: '#pragma omp target teams distribute parallel for' must be followed by a statement, not the end of the block
