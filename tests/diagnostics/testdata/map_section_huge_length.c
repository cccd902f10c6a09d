void f(void) {
  double a[4];
  #pragma omp target map(tofrom: a[0:5])
  { a[0] = 1; }
}
// expect: 3:35: error: section '[0:5]' is outside 'a' (extent 4)
