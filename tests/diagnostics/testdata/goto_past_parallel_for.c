void f(double *a, int n) {
  #pragma omp target map(tofrom: a[0:n])
  {
    if (n < 8) goto small;
    #pragma omp parallel for
    for (int i = 0; i < n; i++) a[i] = 0;
  small:
    a[0] = 1;
  }
}
// expect: 4:16: error: a 'goto' that jumps past '#pragma omp parallel for' in device code is not supported yet (the label 'small' is on the other side of it)
