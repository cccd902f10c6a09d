void f(double *a, int n) {
  #pragma omp target is_device_ptr(p) map(a[0:n])
  { a[0] = 1; }
}
// expect: 2:36: error: 'p' in clause 'is_device_ptr' is not a variable in scope
