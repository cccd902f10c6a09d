void f(double *a, int n) {
  #pragma omp target is_device_ptr(n)
  { a[0] = n; }
}
// expect: 2:36: error: 'n' in clause 'is_device_ptr' is not a pointer
