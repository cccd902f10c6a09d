void f(double *a, int n) {
  double s = 0;
  #pragma omp target map(a[0:n]) in_reduction(+: s)
  { a[0] = s; }
}
// expect: 3:34: error: clause 'in_reduction' is not supported yet
