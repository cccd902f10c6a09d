void f(double *a, int n) {
  #pragma omp target map(a[0:n]) nowait nowait
  { a[0] = 1; }
}
// expect: 2:41: error: clause 'nowait' appears more than once
