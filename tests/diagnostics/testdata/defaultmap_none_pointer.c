void f(double *a, int n) {
  double b[4];
  #pragma omp target defaultmap(none: pointer) map(tofrom: b)
  { b[0] = n; a[0] = b[1]; }
}
// expect: 4:15: error: 'a' must be listed in a data-sharing or map clause: the region has defaultmap(none)
