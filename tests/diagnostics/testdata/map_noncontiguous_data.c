void f(void) {
  double m[8][8];
  #pragma omp target data map(tofrom: m[0:2][1:2])
  { m[0][0] = 1; }
}
// expect: 3:45: error: 'm[0:2][1:2]' is not contiguous storage: a map clause needs a contiguous array section (a non-contiguous section can only be moved by 'target update')
