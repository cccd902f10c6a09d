void f(double *a, int n) {
  double s = 0;
  #pragma omp target reduction(+: s)
  { s += a[0]; }
}
// expect: 3:22: error: clause 'reduction' is not valid on '#pragma omp target'
