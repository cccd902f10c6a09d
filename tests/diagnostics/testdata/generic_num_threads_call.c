int outside(int n);
void f(double *a, int n) {
  #pragma omp target map(tofrom: a[0:n])
  {
    #pragma omp parallel for num_threads(4)
    for (int i = 0; i < n; i++) a[i] = 0;
    a[0] = 1;
    #pragma omp parallel for num_threads(outside(n))
    for (int i = 0; i < n; i++) a[i] += 1;
  }
}
// expect: 8:42: error: call to 'outside' in a target region is not supported: its definition is not in this translation unit, so it cannot be compiled for the device (only functions defined in the unit, the OpenMP device API, C math functions, printf and the C string and heap routines of docs/device-code.md can be called on the device)
