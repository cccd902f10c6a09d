void f(void) {
  double a[10][10];
  #pragma omp target map(tofrom: a[0:10][0:10][0:1])
  { a[0][0] = 1; }
}
// expect: 3:47: error: 'a' has only 2 array dimension(s); it cannot have 3 subscripts
