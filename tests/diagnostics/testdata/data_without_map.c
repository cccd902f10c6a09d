void f(double *a, int n) {
  #pragma omp target data
  { a[0] = 1; }
}
// expect: 2:11: error: '#pragma omp target data' needs a 'map', 'use_device_ptr' or 'use_device_addr' clause
