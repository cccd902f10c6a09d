void f(double *a, int n) {
  #pragma omp target data map(a[0:n]) use_device_addr(a[0:n])
  { a[0] = n; }
}
// expect: 2:55: error: 'a[0:n]' in clause 'use_device_addr' must be a plain variable
