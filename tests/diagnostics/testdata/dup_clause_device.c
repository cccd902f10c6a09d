void f(double *a, int n) {
  #pragma omp target map(a[0:n]) device(0) device(1)
  { a[0] = 1; }
}
// expect: 2:44: error: clause 'device' appears more than once
