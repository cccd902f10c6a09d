double h(double x) { return x * 2; }
void f(double *a, int n) {
  #pragma omp target map(tofrom: a[0:n])
  { a[0] = h(a[0]); }
}
// expect: 4:12: error: call to 'h' in a target region is not supported: add '#pragma omp declare target' (or declare target(h)) for it (only declare target functions, the OpenMP device API, C math functions and printf can be called on the device)
