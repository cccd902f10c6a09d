void f(double *a, int n) {
  #pragma omp target map(tofrom: a[0:n])
  {
    double v;
    #pragma omp atomic compare capture
    { v = a[0]; a[0] = a[0] < 3 ? 3 : a[0]; }
    a[1] = v;
  }
}
// expect: 6:17: error: '#pragma omp atomic compare capture' on the floating 'a[0]' is not supported yet (clang-19 captures its new value, OpenMP its old one)
