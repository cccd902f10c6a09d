void f(double *a, int n) {
  #pragma omp target enter data map(to: a[0:n]) device(device_num: 0)
}
// expect: 2:56: error: a device modifier on '#pragma omp target enter data' is not supported yet (only on target constructs)
