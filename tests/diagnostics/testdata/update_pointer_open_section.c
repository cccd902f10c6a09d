void f(double *a, int n) {
  #pragma omp target update to(a[1:])
}
// expect: 2:33: error: the length of section 'a[1:]' must be given: 'a' is a pointer
