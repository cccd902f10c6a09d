void f(double *a, int n) {
  #pragma omp target use_device_ptr(a) map(a[0:n])
  { a[0] = 1; }
}
// expect: 2:22: error: clause 'use_device_ptr' is not valid on '#pragma omp target'
