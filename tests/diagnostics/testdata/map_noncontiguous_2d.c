void f(void) {
  double m[8][8];
  #pragma omp target map(tofrom: m[0:8][0:4])
  { m[0][0] = 1; }
}
// expect: 3:40: error: 'm[0:8][0:4]' is not contiguous storage: a map clause needs a contiguous array section (a non-contiguous section can only be moved by 'target update')
