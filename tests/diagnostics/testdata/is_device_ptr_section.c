void f(double *a, int n) {
  #pragma omp target is_device_ptr(a[0:n])
  { a[0] = n; }
}
// expect: 2:37: error: array sections are not allowed in clause 'is_device_ptr'
