void f(double *a, int n) {
  #pragma omp target firstprivate(a[0:n])
  { a[0] = n; }
}
// expect: 2:36: error: array sections are not allowed in clause 'firstprivate'
