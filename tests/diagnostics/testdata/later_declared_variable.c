void f(double *a, int n) {
  #pragma omp target map(tofrom: later)
  { a[0] = 1; }
  int later = 0;
  (void)later;
}
// expect: 2:34: error: 'later' in clause 'map' is not a variable in scope
