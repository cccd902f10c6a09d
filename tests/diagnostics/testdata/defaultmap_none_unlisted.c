void f(double *a, int n) {
  #pragma omp target defaultmap(none) map(a[0:n])
  { a[0] = n; }
}
// expect: 3:12: error: 'n' must be listed in a data-sharing or map clause: the region has defaultmap(none)
