void f(void *p, int n) {
  #pragma omp target map(tofrom: p[0:n])
  { (void)p; }
}
// expect: 2:35: error: cannot map a section of 'p': its element type has no size
