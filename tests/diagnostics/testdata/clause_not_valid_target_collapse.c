void f(double *a, int n) {
  #pragma omp target collapse(2) map(a[0:n])
  { a[0] = 1; }
}
// expect: 2:22: error: clause 'collapse' is not valid on '#pragma omp target'
