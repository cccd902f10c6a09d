double h(double x); /* defined in another unit */
void f(double *a, int n) {
  #pragma omp target map(tofrom: a[0:n])
  { a[0] = h(a[0]); }
}
// expect: 4:12: error: call to 'h' in a target region is not supported: its definition is not in this translation unit, so it cannot be compiled for the device (only functions defined in the unit, the OpenMP device API, C math functions, printf and the C string and heap routines of docs/device-code.md can be called on the device)
