void f(void) {
  double a[10];
  #pragma omp target map(tofrom: a[5:6])
  { a[0] = 1; }
}
// expect: 3:35: error: section '[5:6]' is outside 'a' (extent 10)
