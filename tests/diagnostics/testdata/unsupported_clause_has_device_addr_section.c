void f(double *a, int n) {
  #pragma omp target has_device_addr(a[0:n])
  { a[0] = 1; }
}
// expect: 2:39: error: array sections are not allowed in clause 'has_device_addr'
