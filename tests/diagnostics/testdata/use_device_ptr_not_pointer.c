void f(double *a, int n) {
  #pragma omp target data map(a[0:n]) use_device_ptr(n)
  { a[0] = n; }
}
// expect: 2:54: error: 'n' in clause 'use_device_ptr' is not a pointer; use 'use_device_addr'
