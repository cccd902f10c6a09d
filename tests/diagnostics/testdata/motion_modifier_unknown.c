void f(double *a, int n) {
  #pragma omp target update to(always: a[0:n])
}
// expect: 2:32: error: unknown motion modifier 'always' (expected present or mapper)
