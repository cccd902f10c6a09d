void f(void) {
  double a[10];
  #pragma omp target map(tofrom: a[-1:4])
  { a[0] = 1; }
}
// expect: 3:35: error: section '[- 1:4]' is outside 'a' (extent 10)
