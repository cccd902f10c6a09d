void f(double *a, int n) {
  #pragma omp target data map(a[0:n]) use_device_ptr(p)
  { a[0] = 1; }
}
// expect: 2:54: error: 'p' in clause 'use_device_ptr' is not a variable in scope
