void f(double *a, int n) {
  #pragma omp target firstprivate(k) map(a[0:n])
  { a[0] = 1; }
}
// expect: 2:35: error: 'k' in clause 'firstprivate' is not a variable in scope
