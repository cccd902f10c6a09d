void f(double *a, int n) {
  #pragma omp target teams default(copy) map(a[0:n])
  { a[0] = n; }
}
// expect: 2:36: error: unknown argument 'copy' of clause 'default' (expected shared, none, private, firstprivate)
