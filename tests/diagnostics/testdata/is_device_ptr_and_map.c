void f(double *a, int n) {
  #pragma omp target is_device_ptr(a) map(tofrom: a[0:n])
  { a[0] = n; }
}
// expect: 2:51: error: 'a' appears in both 'is_device_ptr' and 'map' clauses
// expect: 2:36: note: 'a' first listed here
